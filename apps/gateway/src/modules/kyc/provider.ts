// The KYC-provider port (docs/kyc.md): a document check on the provider's own page, decided by a signed webhook.
// `VeriffProvider` (veriff.ts) implements it against Veriff's API; the sandbox (sandbox/) is a local service
// speaking the same API, so the same adapter runs in development, in tests and in production.

/** What the provider decided about one session. */
export type KycOutcome = 'approved' | 'declined' | 'resubmission' | 'expired';

export interface KycDecision {
  sessionId: string;
  /** Ours, as given to `createSession`: the user id. */
  reference: string;
  outcome: KycOutcome;
  /** The provider's words, when not approved. */
  reason?: string;
  /** The date of birth read from the document (`YYYY-MM-DD`), when the provider gives it. */
  dateOfBirth?: string;
}

/** A webhook whose signature is wrong or whose body cannot be read: answered 401/400, never acted on. */
export class KycWebhookRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 = 400,
  ) {
    super(message);
    this.name = 'KycWebhookRefused';
  }
}

/** The provider refused or could not be reached. */
export class KycProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KycProviderError';
  }
}

export interface KycProvider {
  readonly name: string;
  /** Opens a document check for `reference`; the page to send the user to, who comes back to `returnUrl`. */
  createSession(request: {
    reference: string;
    returnUrl: string;
  }): Promise<{ sessionId: string; url: string }>;
  /** Checks a decision webhook's signature and reads it; throws `KycWebhookRefused` otherwise. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): KycDecision;
}
