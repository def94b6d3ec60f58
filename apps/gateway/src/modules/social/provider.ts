import type { OAuthProvider } from '@aura/contracts';

/** Who the provider says signed in. */
export interface ProviderProfile {
  /** The provider's stable id of the account (`sub`, Facebook's `id`). */
  subject: string;
  /** Lower-case. */
  email?: string;
  /** Only true when the provider vouches for the address. */
  emailVerified: boolean;
  name?: string;
}

/** What a sign-in under way remembers between the start and the callback. */
export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** One social sign-in provider, spoken to through openid-client. */
export interface OAuthProviderClient {
  readonly name: OAuthProvider;
  /** Whether the provider posts its answer to the callback as a form (Apple's response_mode=form_post). */
  readonly formPost: boolean;
  /** Where the browser goes to sign in: the provider's authorization endpoint with state, nonce and PKCE. */
  authorizationUrl(request: AuthorizationRequest): Promise<URL>;
  /**
   * Checks the provider's answer (`params` from the callback's query or form) against the request, exchanges the
   * code, validates what came back, and says who signed in. Throws an OAuthFailure.
   */
  finish(request: AuthorizationRequest, params: URLSearchParams): Promise<ProviderProfile>;
}

/**
 * How a social sign-in failed, as the web app is told (`?oauthError=`): `permission` when the user said no or
 * withheld what we need ("Google login needs permission, so log in again"), `failed` for everything else.
 */
export class OAuthFailure extends Error {
  constructor(
    readonly kind: 'permission' | 'failed',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'OAuthFailure';
  }
}

/** Provider errors that mean the user declined (RFC 6749 access_denied; Apple's user_cancelled_authorize). */
const DECLINED = new Set(['access_denied', 'user_cancelled_authorize', 'consent_required']);

/** The provider answered with an error instead of a code: throws the matching OAuthFailure. */
export function assertNoProviderError(params: URLSearchParams): void {
  const error = params.get('error');
  if (!error) return;
  const kind = DECLINED.has(error) ? 'permission' : 'failed';
  throw new OAuthFailure(kind, `the provider answered ${error}: ${params.get('error_description') ?? ''}`);
}

/** Requests to plain http are allowed only to this machine (the tests' local providers). */
export function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return (
    protocol === 'http:' && (hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]')
  );
}
