import type { CodeChannel } from '@aura/contracts';
import type { Db } from '../db/database.ts';
import { recordSandboxMessage } from './outbox.ts';

export interface TextMessage {
  /** E.164. */
  to: string;
  channel: CodeChannel;
  body: string;
}

/** Sends SMS and WhatsApp messages. Adapters: the sandbox (kept in the outbox) and Twilio. */
export interface TextSender {
  send(message: TextMessage): Promise<void>;
}

/** A sender that delivers to the sandbox outbox (/dev/outbox) instead of phones. */
export class SandboxTextSender implements TextSender {
  constructor(private readonly db: Db) {}

  async send(message: TextMessage): Promise<void> {
    await recordSandboxMessage(this.db, {
      channel: message.channel,
      recipient: message.to,
      body: message.body,
    });
  }
}
