import {
  STATUS_BATCH_MAX_IDS,
  getCountryByIp,
  getInterests,
  getLanguages,
  getOnlineStatusDictionary,
  getPublicKey,
  getServerTime,
  getStatusBatch,
  getUserGenderDictionary,
  postHeartbeat,
  postStatus,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
} from '@aura/contracts';
import type { GatewayClient } from './client.ts';
import type { CallResult, ErrorPolicy } from './error-policy.ts';

interface ApiEntry {
  endpoint: Endpoint;
  errorPolicy: ErrorPolicy;
  /** Sent in plaintext (noCrypt). */
  noCrypt?: boolean;
}

/**
 * The error policy (spec §7, "Handling") of each call the client makes for itself and for every package alike: the
 * protocol's key, the clock, the country, the dictionaries, presence. They swallow errors (their callers show
 * nothing or keep what they had), except the public key, which rejects: no encrypted call can go without it. A
 * feature's own calls live in its package's `api.ts` (@aura/auth's accounts, @aura/hosts' wall, …).
 */
export const API_POLICIES = {
  getPublicKey: { endpoint: getPublicKey, errorPolicy: 'reject', noCrypt: true },
  getServerTime: { endpoint: getServerTime, errorPolicy: 'swallow' },
  getCountryByIp: { endpoint: getCountryByIp, errorPolicy: 'swallow' },
  getOnlineStatusDictionary: { endpoint: getOnlineStatusDictionary, errorPolicy: 'swallow' },
  getUserGenderDictionary: { endpoint: getUserGenderDictionary, errorPolicy: 'swallow' },
  getInterests: { endpoint: getInterests, errorPolicy: 'swallow' },
  getLanguages: { endpoint: getLanguages, errorPolicy: 'swallow' },
  postHeartbeat: { endpoint: postHeartbeat, errorPolicy: 'swallow' },
  postStatus: { endpoint: postStatus, errorPolicy: 'swallow' },
  getStatusBatch: { endpoint: getStatusBatch, errorPolicy: 'swallow' },
} as const satisfies Record<string, ApiEntry>;

type Api = typeof API_POLICIES;
export type ApiName = keyof Api;
/** What an API function resolves to: the endpoint's data, shaped by its error policy. */
export type ApiResult<N extends ApiName> = CallResult<Api[N]['endpoint'], Api[N]['errorPolicy']>;

export interface ApiCallOptions {
  signal?: AbortSignal;
  /** Extra HTTP headers for this call; see `CallOptions.headers`. */
  headers?: Readonly<Record<string, string>>;
}

function invoke<N extends ApiName>(
  client: GatewayClient,
  name: N,
  input: EndpointInput<Api[N]['endpoint']>,
  options: ApiCallOptions = {},
): Promise<ApiResult<N>> {
  const entry: ApiEntry = API_POLICIES[name];
  return client.call(entry.endpoint, input, {
    errorPolicy: entry.errorPolicy,
    noCrypt: entry.noCrypt,
    signal: options.signal,
    headers: options.headers,
  }) as Promise<ApiResult<N>>;
}

type StatusEntry = EndpointOutput<typeof getStatusBatch>[number];

/**
 * Statuses of many users (spec §5): none asked, no call; more than one batch may hold, several calls, answered
 * in the order asked. Undefined when any batch fails.
 */
async function statusBatch(
  client: GatewayClient,
  userIds: readonly string[],
  options?: ApiCallOptions,
): Promise<StatusEntry[] | undefined> {
  if (userIds.length === 0) return [];
  const batches: string[][] = [];
  for (let start = 0; start < userIds.length; start += STATUS_BATCH_MAX_IDS) {
    batches.push(userIds.slice(start, start + STATUS_BATCH_MAX_IDS));
  }
  const answers = await Promise.all(
    batches.map((batch) => invoke(client, 'getStatusBatch', { userIds: batch.join(',') }, options)),
  );
  if (answers.some((answer) => answer === undefined)) return undefined;
  return answers.flatMap((answer) => answer ?? []);
}

/**
 * The typed gateway calls, each taking the client first (so a saga can `call(gatewayApi.getCountryByIp, client)`),
 * with the error policy of API_POLICIES.
 */
export const gatewayApi = {
  getPublicKey: (client: GatewayClient, options?: ApiCallOptions) =>
    invoke(client, 'getPublicKey', {}, options),
  getServerTime: (client: GatewayClient, options?: ApiCallOptions) =>
    invoke(client, 'getServerTime', {}, options),
  getCountryByIp: (client: GatewayClient, options?: ApiCallOptions) =>
    invoke(client, 'getCountryByIp', {}, options),
  getOnlineStatusDictionary: (client: GatewayClient, options?: ApiCallOptions) =>
    invoke(client, 'getOnlineStatusDictionary', {}, options),
  getUserGenderDictionary: (client: GatewayClient, options?: ApiCallOptions) =>
    invoke(client, 'getUserGenderDictionary', {}, options),
  getInterests: (client: GatewayClient, options?: ApiCallOptions) =>
    invoke(client, 'getInterests', {}, options),
  getLanguages: (client: GatewayClient, options?: ApiCallOptions) =>
    invoke(client, 'getLanguages', {}, options),
  postHeartbeat: (client: GatewayClient, options?: ApiCallOptions) =>
    invoke(client, 'postHeartbeat', {}, options),
  postStatus: (client: GatewayClient, input: EndpointInput<typeof postStatus>, options?: ApiCallOptions) =>
    invoke(client, 'postStatus', input, options),
  getStatusBatch: statusBatch,
};
