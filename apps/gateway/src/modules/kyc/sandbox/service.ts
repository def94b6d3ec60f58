// The sandbox KYC provider (docs/kyc.md): a local service that speaks Veriff's API (sessions created with an API
// key, a hosted page, a decision webhook signed with the shared secret) so that development, tests and the e2e
// run the production adapter end to end. Its sessions live in this process's memory: one gateway instance.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { veriffSignature, AUTH_HEADER, SIGNATURE_HEADER } from '../veriff.ts';

export const SANDBOX_KYC_PATH = '/kyc-sandbox';
/** Where the sandbox sends its decisions: the gateway's webhook for the `veriff` adapter. */
export const KYC_WEBHOOK_PATH = '/kyc/webhook/veriff';
/** A session not finished within this long expires (Veriff: 7 days). */
export const SANDBOX_SESSION_MS = 7 * 24 * 3600 * 1000;

export const DOCUMENT_TYPES = ['PASSPORT', 'ID_CARD', 'DRIVERS_LICENSE'] as const;

export interface SandboxSession {
  id: string;
  reference: string;
  callback: string;
  createdAt: number;
  status: 'created' | 'submitted' | 'approved' | 'declined' | 'expired';
  /** Whether the webhook reached the gateway (2xx). */
  delivered?: boolean;
}

export interface DocumentForm {
  documentType: string;
  dateOfBirth: string;
  expired: boolean;
  photo: Buffer | undefined;
}

export type Deliver = (request: {
  url: string;
  headers: Record<string, string>;
  body: string;
}) => Promise<number>;

/** Whole years from `birthday` to `today`, both `YYYY-MM-DD`. */
function yearsBetween(birthday: string, today: string): number {
  const [by = 0, bm = 0, bd = 0] = birthday.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export class SandboxKyc {
  private readonly sessions = new Map<string, SandboxSession>();
  private deliver: Deliver | undefined;

  constructor(
    readonly options: { apiKey: string; sharedSecret: string; publicUrl: string; now: () => number },
  ) {}

  /** How the sandbox reaches the gateway's webhook (in-process HTTP requests). */
  connect(deliver: Deliver): void {
    this.deliver = deliver;
  }

  /** `POST /v1/sessions`: refused (401) without the integration's API key and a good body signature. */
  createSession(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): { status: number; body: object } {
    if (headers[AUTH_HEADER] !== this.options.apiKey)
      return { status: 401, body: { status: 'fail', code: 1801, message: 'Mandatory X-AUTH-CLIENT header' } };
    if (headers[SIGNATURE_HEADER] !== veriffSignature(this.options.sharedSecret, rawBody))
      return { status: 401, body: { status: 'fail', code: 1812, message: 'Signature does not match' } };
    let parsed: { verification?: { callback?: unknown; vendorData?: unknown } };
    try {
      parsed = JSON.parse(rawBody) as typeof parsed;
    } catch {
      return { status: 400, body: { status: 'fail', code: 1102, message: 'Malformed JSON' } };
    }
    const { callback, vendorData } = parsed.verification ?? {};
    if (typeof callback !== 'string' || typeof vendorData !== 'string')
      return {
        status: 400,
        body: { status: 'fail', code: 1104, message: 'callback and vendorData required' },
      };
    const session: SandboxSession = {
      id: randomUUID(),
      reference: vendorData,
      callback,
      createdAt: this.options.now(),
      status: 'created',
    };
    this.sessions.set(session.id, session);
    const url = `${this.options.publicUrl}${SANDBOX_KYC_PATH}/v/${session.id}`;
    return {
      status: 201,
      body: { status: 'success', verification: { id: session.id, url, vendorData, status: 'created' } },
    };
  }

  /**
   * The API as a `fetch` for the adapter within this process (`POST <base>/v1/sessions`), the same handling as
   * the HTTP route's.
   */
  readonly fetch = async (
    url: string,
    init: { method: string; headers: Record<string, string>; body: string },
  ): Promise<{ status: number; text(): Promise<string> }> => {
    const result =
      init.method === 'POST' && url.endsWith('/v1/sessions')
        ? this.createSession(init.headers, init.body)
        : { status: 404, body: { status: 'fail', message: 'Not found' } };
    return { status: result.status, text: async () => JSON.stringify(result.body) };
  };

  /** The session, expired once its time is up; undefined for none. */
  session(id: string): SandboxSession | undefined {
    const session = this.sessions.get(id);
    if (session?.status === 'created' && this.options.now() - session.createdAt > SANDBOX_SESSION_MS) {
      session.status = 'expired';
      void this.decide(session, 'expired', 'The session expired.', undefined);
    }
    return session;
  }

  /**
   * The page's form: the document's photo is checked by its content (an image), its date of birth read. Errors
   * to show on the page, or the decision, sent to the gateway.
   */
  async submit(id: string, form: DocumentForm): Promise<{ errors: string[] } | { session: SandboxSession }> {
    const session = this.session(id);
    if (!session || session.status !== 'created') return { errors: ['This check is over.'] };
    const errors: string[] = [];
    if (!(DOCUMENT_TYPES as readonly string[]).includes(form.documentType))
      errors.push('Choose the type of document.');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(form.dateOfBirth))
      errors.push('Enter the date of birth on the document.');
    if (!form.photo || form.photo.length === 0) errors.push('Add a photo of the document.');
    else {
      const format = await sharp(form.photo)
        .metadata()
        .then((meta) => meta.format)
        .catch(() => undefined);
      if (!format || !['jpeg', 'png', 'webp', 'heif'].includes(format))
        errors.push('The photo of the document is not an image.');
    }
    if (errors.length > 0) return { errors };
    session.status = 'submitted';
    const today = new Date(this.options.now()).toISOString().slice(0, 10);
    if (form.expired) await this.decide(session, 'declined', 'Document expired.', form.dateOfBirth);
    else if (yearsBetween(form.dateOfBirth, today) < 18)
      await this.decide(session, 'declined', 'The person is under 18.', form.dateOfBirth);
    else await this.decide(session, 'approved', undefined, form.dateOfBirth);
    return { session };
  }

  private async decide(
    session: SandboxSession,
    status: 'approved' | 'declined' | 'expired',
    reason: string | undefined,
    dateOfBirth: string | undefined,
  ): Promise<void> {
    session.status = status;
    const body = JSON.stringify({
      status: 'success',
      verification: {
        id: session.id,
        status,
        vendorData: session.reference,
        ...(reason ? { reason } : {}),
        ...(dateOfBirth ? { person: { dateOfBirth } } : {}),
        decisionTime: new Date(this.options.now()).toISOString(),
      },
    });
    if (!this.deliver) return;
    const code = await this.deliver({
      url: KYC_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        [AUTH_HEADER]: this.options.apiKey,
        [SIGNATURE_HEADER]: veriffSignature(this.options.sharedSecret, body),
      },
      body,
    }).catch(() => 0);
    session.delivered = code >= 200 && code < 300;
  }
}
