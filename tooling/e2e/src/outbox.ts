/** A message the sandbox mail, SMS or WhatsApp provider "sent" (the gateway's /dev/outbox). */
export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms' | 'whatsapp';
  recipient: string;
  subject: string;
  body: string;
  createdAt: string;
}

/** The newest message to `recipient`, waiting up to `timeoutMs` for one to arrive. */
export async function latestMessage(
  serverUrl: string,
  recipient: string,
  timeoutMs = 15_000,
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${serverUrl}/dev/outbox.json?to=${encodeURIComponent(recipient)}`);
    const [message] = (await response.json()) as OutboxMessage[];
    if (message) return message;
    if (Date.now() > deadline) throw new Error(`no message to ${recipient} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
