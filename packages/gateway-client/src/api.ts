import {
  STATUS_BATCH_MAX_IDS,
  getCheckMobile,
  getCheckUserSetPassword,
  getEmailExists,
  getLoginMethods,
  getCountryByIp,
  getInterests,
  getLanguages,
  getOnlineStatusDictionary,
  getPublicKey,
  getServerTime,
  getStatusBatch,
  getUserGenderDictionary,
  getUserInfo,
  postAlreadyVerifyEmail,
  postAutoLogin,
  postBindSendCode,
  postBindVerify,
  postCheckCode,
  postCheckFormalUserEmail,
  postComplementInfo,
  postEmailAutoLogin,
  postEmailLogin,
  postEmailRegister,
  postEmailResetPassword,
  postEmailSetPassword,
  postHeartbeat,
  postLoginToken,
  postMobilePasswordLogin,
  postPhoneLogin,
  postSendCode,
  postSendForgetEmail,
  postSendVerifyEmail,
  postStatus,
  postUpdateMobilePassword,
  putLogout,
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
 * Every endpoint's error policy (spec §7, "Handling"), in one place. Most calls swallow errors: their callers
 * show nothing or keep what they had. The public key rejects (no encrypted call can go without it) and user info
 * rejects (the auth package tells "no such user" and session trouble apart).
 *
 * Accounts: every sign-in (token, auto-login, phone code or password, e-mail auto-login), profile completion and
 * the phone calls of the sign-in screens reject, so the flow shows the spec's message; the e-mail calls and
 * binding resolve the error object; logout, the login methods and checkUserSetPassword swallow.
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
  getUserInfo: { endpoint: getUserInfo, errorPolicy: 'reject' },

  // Accounts: session.
  postLoginToken: { endpoint: postLoginToken, errorPolicy: 'reject' },
  postAutoLogin: { endpoint: postAutoLogin, errorPolicy: 'reject' },
  putLogout: { endpoint: putLogout, errorPolicy: 'swallow' },
  getLoginMethods: { endpoint: getLoginMethods, errorPolicy: 'swallow' },
  postComplementInfo: { endpoint: postComplementInfo, errorPolicy: 'reject' },
  // Accounts: phone.
  getCheckMobile: { endpoint: getCheckMobile, errorPolicy: 'reject' },
  postSendCode: { endpoint: postSendCode, errorPolicy: 'reject' },
  postCheckCode: { endpoint: postCheckCode, errorPolicy: 'reject' },
  postPhoneLogin: { endpoint: postPhoneLogin, errorPolicy: 'reject' },
  postMobilePasswordLogin: { endpoint: postMobilePasswordLogin, errorPolicy: 'reject' },
  postUpdateMobilePassword: { endpoint: postUpdateMobilePassword, errorPolicy: 'reject' },
  getCheckUserSetPassword: { endpoint: getCheckUserSetPassword, errorPolicy: 'swallow' },
  // Accounts: e-mail.
  getEmailExists: { endpoint: getEmailExists, errorPolicy: 'returnError' },
  postEmailRegister: { endpoint: postEmailRegister, errorPolicy: 'returnError' },
  postSendVerifyEmail: { endpoint: postSendVerifyEmail, errorPolicy: 'returnError' },
  postAlreadyVerifyEmail: { endpoint: postAlreadyVerifyEmail, errorPolicy: 'returnError' },
  postEmailAutoLogin: { endpoint: postEmailAutoLogin, errorPolicy: 'reject' },
  postEmailSetPassword: { endpoint: postEmailSetPassword, errorPolicy: 'returnError' },
  postEmailLogin: { endpoint: postEmailLogin, errorPolicy: 'returnError' },
  postSendForgetEmail: { endpoint: postSendForgetEmail, errorPolicy: 'returnError' },
  postEmailResetPassword: { endpoint: postEmailResetPassword, errorPolicy: 'returnError' },
  postCheckFormalUserEmail: { endpoint: postCheckFormalUserEmail, errorPolicy: 'returnError' },
  // Accounts: binding an e-mail address or phone number.
  postBindSendCode: { endpoint: postBindSendCode, errorPolicy: 'returnError' },
  postBindVerify: { endpoint: postBindVerify, errorPolicy: 'returnError' },
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

/** The API function of an endpoint that takes input: `(client, input, options?)`. */
function withInput<N extends ApiName>(name: N) {
  return (client: GatewayClient, input: EndpointInput<Api[N]['endpoint']>, options?: ApiCallOptions) =>
    invoke(client, name, input, options);
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
 * The typed gateway calls, each taking the client first (so a saga can `call(gatewayApi.getUserInfo, client)`),
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
  /** One's own info without `searchUserId`; somebody else's with it. */
  getUserInfo: (
    client: GatewayClient,
    input: EndpointInput<typeof getUserInfo> = {},
    options?: ApiCallOptions,
  ) => invoke(client, 'getUserInfo', input, options),

  postLoginToken: withInput('postLoginToken'),
  postAutoLogin: withInput('postAutoLogin'),
  putLogout: (client: GatewayClient, options?: ApiCallOptions) => invoke(client, 'putLogout', {}, options),
  getLoginMethods: (client: GatewayClient, options?: ApiCallOptions) =>
    invoke(client, 'getLoginMethods', {}, options),
  postComplementInfo: withInput('postComplementInfo'),
  getCheckMobile: withInput('getCheckMobile'),
  postSendCode: withInput('postSendCode'),
  postCheckCode: withInput('postCheckCode'),
  postPhoneLogin: withInput('postPhoneLogin'),
  postMobilePasswordLogin: withInput('postMobilePasswordLogin'),
  postUpdateMobilePassword: withInput('postUpdateMobilePassword'),
  getCheckUserSetPassword: (client: GatewayClient, options?: ApiCallOptions) =>
    invoke(client, 'getCheckUserSetPassword', {}, options),
  getEmailExists: withInput('getEmailExists'),
  postEmailRegister: withInput('postEmailRegister'),
  postSendVerifyEmail: withInput('postSendVerifyEmail'),
  postAlreadyVerifyEmail: withInput('postAlreadyVerifyEmail'),
  postEmailAutoLogin: withInput('postEmailAutoLogin'),
  postEmailSetPassword: withInput('postEmailSetPassword'),
  postEmailLogin: withInput('postEmailLogin'),
  postSendForgetEmail: withInput('postSendForgetEmail'),
  postEmailResetPassword: withInput('postEmailResetPassword'),
  postCheckFormalUserEmail: withInput('postCheckFormalUserEmail'),
  postBindSendCode: withInput('postBindSendCode'),
  postBindVerify: withInput('postBindVerify'),
};
