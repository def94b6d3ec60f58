// The production KYC adapter: Veriff's API (docs/kyc.md). A session is created with the integration's API key
// (`X-AUTH-CLIENT`); its decision webhook is signed with the shared secret, `X-HMAC-SIGNATURE` being the hex
// HMAC-SHA256 of the raw body. Tested against the sandbox, a local service speaking the same API.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  KycProviderError,
  KycWebhookRefused,
  type KycDecision,
  type KycOutcome,
  type KycProvider,
} from './provider.ts';

export interface VeriffOptions {
  /** `https://stationapi.veriff.com` in production. */
  baseUrl: string;
  apiKey: string;
  sharedSecret: string;
  /** Node's fetch unless given (the sandbox is reached in-process). */
  fetch?: (
    url: string,
    init: { method: string; headers: Record<string, string>; body: string },
  ) => Promise<{
    status: number;
    text(): Promise<string>;
  }>;
}

export const AUTH_HEADER = 'x-auth-client';
export const SIGNATURE_HEADER = 'x-hmac-signature';

/** The hex HMAC-SHA256 of `body` with `secret`, as Veriff signs (and checks) bodies. */
export function veriffSignature(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

const OUTCOMES: Record<string, KycOutcome> = {
  approved: 'approved',
  declined: 'declined',
  resubmission_requested: 'resubmission',
  expired: 'expired',
  abandoned: 'expired',
};

const headerOf = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export class VeriffProvider implements KycProvider {
  readonly name = 'veriff';

  constructor(private readonly options: VeriffOptions) {}

  async createSession(request: {
    reference: string;
    returnUrl: string;
  }): Promise<{ sessionId: string; url: string }> {
    const body = JSON.stringify({
      verification: { callback: request.returnUrl, vendorData: request.reference },
    });
    const send = this.options.fetch ?? fetch;
    let status: number;
    let text: string;
    try {
      const response = await send(`${this.options.baseUrl.replace(/\/$/, '')}/v1/sessions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [AUTH_HEADER]: this.options.apiKey,
          [SIGNATURE_HEADER]: veriffSignature(this.options.sharedSecret, body),
        },
        body,
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw new KycProviderError(`the provider cannot be reached: ${(error as Error).message}`);
    }
    if (status < 200 || status > 299) throw new KycProviderError(`the provider answered ${status}`);
    const parsed = JSON.parse(text) as { verification?: { id?: unknown; url?: unknown } };
    const { id, url } = parsed.verification ?? {};
    if (typeof id !== 'string' || typeof url !== 'string')
      throw new KycProviderError('the provider answered without a session');
    return { sessionId: id, url };
  }

  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): KycDecision {
    const given = headerOf(headers, SIGNATURE_HEADER) ?? '';
    const expected = Buffer.from(veriffSignature(this.options.sharedSecret, rawBody), 'hex');
    const bytes = Buffer.from(given, 'hex');
    if (bytes.length !== expected.length || !timingSafeEqual(bytes, expected))
      throw new KycWebhookRefused('signature does not match', 401);
    let body: {
      verification?: {
        id?: unknown;
        status?: unknown;
        vendorData?: unknown;
        reason?: unknown;
        person?: { dateOfBirth?: unknown };
      };
    };
    try {
      body = JSON.parse(rawBody) as typeof body;
    } catch {
      throw new KycWebhookRefused('the body is no JSON');
    }
    const verification = body.verification ?? {};
    const outcome = typeof verification.status === 'string' ? OUTCOMES[verification.status] : undefined;
    if (typeof verification.id !== 'string' || typeof verification.vendorData !== 'string' || !outcome)
      throw new KycWebhookRefused('not a decision');
    const dateOfBirth = verification.person?.dateOfBirth;
    return {
      sessionId: verification.id,
      reference: verification.vendorData,
      outcome,
      ...(typeof verification.reason === 'string' ? { reason: verification.reason } : {}),
      ...(typeof dateOfBirth === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) ? { dateOfBirth } : {}),
    };
  }
}
