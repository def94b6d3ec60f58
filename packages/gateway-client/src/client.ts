import {
  PLATFORM_TYPE,
  PROTOCOL_ERRORS,
  TIMEOUTS,
  getPublicKey,
  type Endpoint,
  type EndpointInput,
  type LanguageId,
} from '@aura/contracts';
import { attempt, type AttemptContext, type Outcome } from './attempt.ts';
import { extraHeaders } from './call-headers.ts';
import { createSessionKey, type SessionKey } from './cipher.ts';
import { clockCorrected, publicKeyLoaded, type GatewayClientEvent } from './client-events.ts';
import { applyErrorPolicy, type CallResult, type ErrorPolicy } from './error-policy.ts';
import { createHttp, type Http } from './http.ts';
import { ensureDeviceId, readSessionCookies, type Session } from './identifiers.ts';
import { KeyExchange } from './key-exchange.ts';
import { buildRequest } from './request.ts';
import { isSessionEvent, type SessionEvent } from './session-events.ts';
import { computeSign, newNonce } from './signing.ts';
import type { StorageAdapter } from './storage.ts';

export interface GatewayClientOptions {
  /** The gateway's origin; empty for the page's own. */
  baseURL: string;
  appId: string;
  version: string;
  languageId: () => LanguageId;
  /** The signed-in session, read before every call; defaults to the session cookies in `storage`. */
  session?: () => Session | undefined;
  storage: StorageAdapter;
  now?: () => number;
  /** Web Crypto; defaults to the platform's. */
  crypto?: Crypto;
  /** Receives every session event (spec §8) as a Redux action. */
  onSessionEvent?: (event: SessionEvent) => void;
  /** Sends calls in plaintext unless their endpoint requires encryption (local debugging). */
  noCrypt?: boolean;
}

export interface CallOptions<P extends ErrorPolicy = ErrorPolicy> {
  /** What a failure gives the caller; `reject` unless told. */
  errorPolicy?: P;
  /** Plaintext for this call; ignored when the endpoint requires encryption. */
  noCrypt?: boolean;
  signal?: AbortSignal;
  /**
   * Extra HTTP headers for this call only (the phone code request's anti-bot telemetry, say). They travel beside
   * the protocol, not inside it: neither signed nor sealed. A protocol header (`PROTOCOL_HEADERS`: the key
   * header, content-type, accept) or a name or value that is no valid HTTP header makes the call reject with a
   * TypeError before anything is sent, whatever its error policy.
   */
  headers?: Readonly<Record<string, string>>;
}

export interface GatewayClient {
  /** Calls one endpoint of `@aura/contracts` with the whole of protocol v1, and validates its answer. */
  call<E extends Endpoint, P extends ErrorPolicy = 'reject'>(
    endpoint: E,
    input: EndpointInput<E>,
    options?: CallOptions<P>,
  ): Promise<CallResult<E, P>>;
  /**
   * A path with the envelope in its query (plaintext) and, when signed in, the signature fields, exactly like a
   * signed GET: how the realtime channel opens its socket.
   */
  signedPath(path: string, params?: Record<string, string>): Promise<string>;
  /** Every event the client reports; returns the unsubscribe function. */
  subscribe(listener: (event: GatewayClientEvent) => void): () => void;
  /** The server-corrected clock: local time plus the clock offset. */
  now(): number;
  readonly clockOffsetMs: number;
  readonly deviceId: string;
  readonly baseURL: string;
  readonly storage: StorageAdapter;
  /** The one HTTP transport (fetch), for interceptors. */
  readonly http: Http;
}

/** The gateway client of one tab: one HTTP transport, one AES key, one device id. */
export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const crypto = options.crypto ?? globalThis.crypto;
  const localNow = options.now ?? Date.now;
  const { storage } = options;
  const deviceId = ensureDeviceId(storage, { crypto, now: localNow() });
  // Every status is read by the client: business errors, 401 and the rest each mean something.
  const http = createHttp({
    baseURL: options.baseURL,
    timeout: TIMEOUTS.requestMs,
    headers: { accept: 'application/json' },
  });
  const listeners = new Set<(event: GatewayClientEvent) => void>();
  let clockOffsetMs = 0;
  let sessionKey: Promise<SessionKey> | undefined;
  const serverNow = () => Math.round(localNow() + clockOffsetMs);

  function emit(event: GatewayClientEvent): void {
    if (isSessionEvent(event)) options.onSessionEvent?.(event);
    for (const listener of listeners) listener(event);
  }

  const context: AttemptContext = {
    http,
    crypto,
    keys: new KeyExchange(
      () => (sessionKey ??= createSessionKey(crypto)),
      () => client.call(getPublicKey, {}, { noCrypt: true }),
      (kid) => emit(publicKeyLoaded({ kid })),
    ),
    session: options.session ?? (() => readSessionCookies(storage)),
    envelope: (session, noCrypt) => ({
      appId: options.appId,
      version: options.version,
      platformType: PLATFORM_TYPE,
      languageId: options.languageId(),
      deviceId,
      ...(session ? { userId: session.userId } : {}),
      noCrypt,
    }),
    signer(session) {
      const timestamp = serverNow();
      const nonce = newNonce(crypto);
      const { userId, loginToken } = session;
      const sign = (canonicalUrl: string) =>
        computeSign(crypto, loginToken, { canonicalUrl, deviceId, nonce, timestamp, userId });
      return { timestamp, nonce, sign };
    },
    emit,
  };

  /**
   * Recovers once from each of two protocol errors: an unknown key id (fetch the public key again, wrap again,
   * resend) and a timestamp outside the window (take the server's clock, sign again, resend). The gateway refuses
   * both before running the endpoint, so resending is safe for every method.
   */
  async function send<E extends Endpoint>(
    endpoint: E,
    input: EndpointInput<E>,
    callOptions: CallOptions,
  ): Promise<Outcome<E>> {
    // Checked before the first attempt, so a bad header sends nothing, not even the public key's fetch.
    const headers = extraHeaders(callOptions.headers);
    const plaintext = endpoint.encryption !== 'required' && (callOptions.noCrypt ?? options.noCrypt ?? false);
    const attemptOptions = { plaintext, signal: callOptions.signal, headers };
    let rewrapped = false;
    let reclocked = false;
    for (;;) {
      const outcome = await attempt(context, endpoint, input, attemptOptions);
      if (outcome.ok || outcome.error.reason !== 'server') return outcome;
      const { code, data } = outcome.error;
      if (code === PROTOCOL_ERRORS.unknownKeyId && outcome.kid && !rewrapped) {
        rewrapped = true;
        const refreshed = await context.keys.refresh(outcome.kid).then(
          () => true,
          () => false,
        );
        if (refreshed) continue;
        return outcome;
      }
      const serverTime = (data as { serverTime?: unknown } | null)?.serverTime;
      if (code === PROTOCOL_ERRORS.timestampOutOfWindow && typeof serverTime === 'number' && !reclocked) {
        reclocked = true;
        clockOffsetMs = serverTime - localNow();
        emit(clockCorrected({ offsetMs: clockOffsetMs }));
        continue;
      }
      return outcome;
    }
  }

  const client: GatewayClient = {
    async call<E extends Endpoint, P extends ErrorPolicy = 'reject'>(
      endpoint: E,
      input: EndpointInput<E>,
      callOptions: CallOptions<P> = {},
    ): Promise<CallResult<E, P>> {
      const outcome = await send(endpoint, input, callOptions);
      if (outcome.ok) return outcome.data as CallResult<E, P>;
      return applyErrorPolicy(callOptions.errorPolicy ?? 'reject', outcome.error) as CallResult<E, P>;
    },
    async signedPath(path, params = {}) {
      const session = context.session();
      const request = await buildRequest({
        method: 'GET',
        path,
        params,
        envelope: context.envelope(session, true),
        signer: session ? context.signer(session) : undefined,
        crypto,
      });
      return request.url;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    now: serverNow,
    get clockOffsetMs() {
      return clockOffsetMs;
    },
    deviceId,
    baseURL: options.baseURL,
    storage,
    http,
  };
  return client;
}
