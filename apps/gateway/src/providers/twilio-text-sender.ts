import type { TextMessage, TextSender } from './text-messages.ts';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** The SMS sender: a Twilio number in E.164 or a messaging service's alphanumeric id. */
  smsFrom: string;
  /** The WhatsApp sender number (E.164, with or without `whatsapp:`); WhatsApp codes need it. */
  whatsappFrom?: string;
  /** Where Twilio's REST API lives; tests point it at a local server. */
  apiBaseUrl?: string;
  timeoutMs?: number;
}

/** Twilio's error answer (https://www.twilio.com/docs/api/errors). */
interface TwilioErrorBody {
  code?: number;
  message?: string;
  more_info?: string;
}

export class TwilioError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
    readonly twilioCode: number | undefined,
  ) {
    super(message);
    this.name = 'TwilioError';
  }
}

const DEFAULT_API = 'https://api.twilio.com';
const DEFAULT_TIMEOUT_MS = 15_000;
const WHATSAPP = 'whatsapp:';

const whatsapp = (number: string) => (number.startsWith(WHATSAPP) ? number : `${WHATSAPP}${number}`);

/**
 * SMS and WhatsApp through Twilio's Messages API: `POST /2010-04-01/Accounts/{sid}/Messages.json`, basic auth with
 * the account SID and auth token, a form body of To, From and Body. WhatsApp numbers carry the `whatsapp:` prefix
 * on both sides. A refusal throws a TwilioError with Twilio's own message.
 */
export class TwilioTextSender implements TextSender {
  private readonly url: string;
  private readonly authorization: string;

  constructor(private readonly options: TwilioOptions) {
    const base = (options.apiBaseUrl ?? DEFAULT_API).replace(/\/$/, '');
    this.url = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
    this.authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  }

  async send(message: TextMessage): Promise<void> {
    await this.create(message);
  }

  /** Sends, and answers the new message's SID. */
  async create(message: TextMessage): Promise<string> {
    const form = new URLSearchParams({ ...this.addresses(message), Body: message.body });
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: {
          authorization: this.authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      throw new TwilioError(`Twilio could not be reached: ${(error as Error).message}`, 0, undefined);
    }
    const text = await response.text();
    const body = parseJson(text);
    if (!response.ok) {
      const failure = (body ?? {}) as TwilioErrorBody;
      const detail = failure.message ?? (text.slice(0, 200) || response.statusText);
      throw new TwilioError(
        `Twilio refused the message (HTTP ${response.status}${failure.code ? `, error ${failure.code}` : ''}): ${detail}`,
        response.status,
        failure.code,
      );
    }
    const sid = (body as { sid?: unknown } | undefined)?.sid;
    if (typeof sid !== 'string') {
      throw new TwilioError('Twilio answered without a message SID.', response.status, undefined);
    }
    return sid;
  }

  private addresses(message: TextMessage): { To: string; From: string } {
    if (message.channel === 'sms') return { To: message.to, From: this.options.smsFrom };
    if (!this.options.whatsappFrom) {
      throw new TwilioError('WhatsApp is not configured: set TWILIO_WHATSAPP_FROM.', 0, undefined);
    }
    return { To: whatsapp(message.to), From: whatsapp(this.options.whatsappFrom) };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
