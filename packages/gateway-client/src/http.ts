/**
 * The client's HTTP transport: `fetch` with a base URL, a timeout, default headers and interceptors. It replaced
 * axios (58 kB of the web app's entry, docs/performance.md), of which the client used only this much: every status
 * is answered (the client reads business errors, 401 and the rest itself), a JSON body, a JSON answer.
 */

/** One request as the interceptors see it; `method` is lower-case, as axios had it. */
export interface HttpRequestConfig {
  method: string;
  /** Path and query, relative to `baseURL` (or absolute). */
  url: string;
  baseURL: string;
  headers: Headers;
  /** A value sent as JSON. */
  data?: unknown;
  signal?: AbortSignal;
  /** Milliseconds before the request is given up as timed out; 0 for never. */
  timeout: number;
}

/** An answer: its status and its body, parsed as JSON when it is JSON, otherwise the text. */
export interface HttpResponse {
  status: number;
  data: unknown;
  config: HttpRequestConfig;
}

/** Why a request got no answer: aborted by its signal, timed out, or the network failed. */
export type HttpErrorCode = 'ERR_CANCELED' | 'ETIMEDOUT' | 'ERR_NETWORK';

export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    message: string,
    readonly code: HttpErrorCode,
    readonly config: HttpRequestConfig,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A request that its caller aborted. */
export function isCancel(error: unknown): boolean {
  return error instanceof HttpError && error.code === 'ERR_CANCELED';
}

type Fulfilled<T> = (value: T) => T | Promise<T>;
type Rejected = (error: unknown) => unknown;

export class Interceptors<T> {
  readonly handlers: { fulfilled?: Fulfilled<T>; rejected?: Rejected }[] = [];
  use(fulfilled?: Fulfilled<T>, rejected?: Rejected): number {
    return this.handlers.push({ fulfilled, rejected }) - 1;
  }
}

export interface HttpDefaults {
  baseURL: string;
  timeout: number;
  /** Headers of every request; a request's own win. */
  headers: { common: Record<string, string> };
}

export interface RequestInput {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  data?: unknown;
  signal?: AbortSignal;
}

export interface Http {
  readonly defaults: HttpDefaults;
  readonly interceptors: { request: Interceptors<HttpRequestConfig>; response: Interceptors<HttpResponse> };
  request(input: RequestInput): Promise<HttpResponse>;
  get(url: string, input?: Omit<RequestInput, 'url' | 'method'>): Promise<HttpResponse>;
}

function fullUrl({ baseURL, url }: HttpRequestConfig): string {
  if (!baseURL || /^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  return `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send(config: HttpRequestConfig): Promise<HttpResponse> {
  // One controller for the caller's signal and the timeout, so that either ends the request and the error says which.
  const controller = new AbortController();
  let timedOut = false;
  const abort = () => controller.abort();
  const { signal } = config;
  if (signal?.aborted) throw new HttpError('canceled', 'ERR_CANCELED', config);
  signal?.addEventListener('abort', abort, { once: true });
  const timer =
    config.timeout > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, config.timeout)
      : undefined;
  const headers = new Headers(config.headers);
  let body: string | undefined;
  if (config.data !== undefined) {
    body = typeof config.data === 'string' ? config.data : JSON.stringify(config.data);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  try {
    const response = await fetch(fullUrl(config), {
      method: config.method.toUpperCase(),
      headers,
      body,
      signal: controller.signal,
    });
    const text = await response.text();
    return { status: response.status, data: parseBody(text), config };
  } catch (error) {
    if (timedOut) throw new HttpError(`timeout of ${config.timeout}ms exceeded`, 'ETIMEDOUT', config);
    if (signal?.aborted) throw new HttpError('canceled', 'ERR_CANCELED', config);
    throw new HttpError(error instanceof Error ? error.message : 'Network Error', 'ERR_NETWORK', config, {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}

/** A transport with these defaults. Request interceptors run last-added first, response ones in order. */
export function createHttp(defaults: {
  baseURL: string;
  timeout: number;
  headers?: Record<string, string>;
}): Http {
  const http: Http = {
    defaults: {
      baseURL: defaults.baseURL,
      timeout: defaults.timeout,
      headers: { common: { ...defaults.headers } },
    },
    interceptors: { request: new Interceptors(), response: new Interceptors() },
    async request(input) {
      const headers = new Headers(http.defaults.headers.common);
      for (const [name, value] of Object.entries(input.headers ?? {})) headers.set(name, value);
      let config: HttpRequestConfig = {
        method: (input.method ?? 'get').toLowerCase(),
        url: input.url,
        baseURL: http.defaults.baseURL,
        headers,
        data: input.data,
        signal: input.signal,
        timeout: http.defaults.timeout,
      };
      for (const { fulfilled } of [...http.interceptors.request.handlers].reverse()) {
        if (fulfilled) config = await fulfilled(config);
      }
      let result: Promise<HttpResponse> = send(config);
      for (const { fulfilled, rejected } of http.interceptors.response.handlers) {
        result = result.then(fulfilled, rejected as ((error: unknown) => never) | undefined);
      }
      return result;
    },
    get(url, input = {}) {
      return http.request({ ...input, url, method: 'get' });
    },
  };
  return http;
}
