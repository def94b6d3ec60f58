export {
  createGatewayClient,
  type CallOptions,
  type GatewayClient,
  type GatewayClientOptions,
} from './client.ts';
export { PROTOCOL_HEADERS } from './call-headers.ts';
export { HttpError, isCancel, type Http, type HttpRequestConfig, type HttpResponse } from './http.ts';
export { API_POLICIES, gatewayApi, type ApiCallOptions, type ApiName, type ApiResult } from './api.ts';
export { applyErrorPolicy, type CallResult, type ErrorPolicy } from './error-policy.ts';
export {
  GatewayCallError,
  NO_ANSWER_CODE,
  isGatewayCallError,
  type GatewayCallErrorReason,
} from './errors.ts';
export {
  isSessionEvent,
  sessionBanned,
  sessionExpired,
  sessionReloginRequired,
  type SessionEvent,
} from './session-events.ts';
export { clockCorrected, publicKeyLoaded, type GatewayClientEvent } from './client-events.ts';
export { clientEventChannel, sessionEventChannel } from './session-event-channel.ts';
export {
  IDENTIFIER_COOKIES,
  clearSessionCookies,
  ensureDeviceId,
  identifierExpiry,
  readSessionCookies,
  storeSessionCookies,
  type Session,
} from './identifiers.ts';
export type { StorageAdapter } from './storage.ts';
export { browserStorage, type BrowserStorageOptions } from './browser-storage.ts';
export { memoryStorage } from './memory-storage.ts';
export { countryResolved, gatewaySlice, type GatewayState } from './slice.ts';
export {
  selectClockOffset,
  selectCountry,
  selectPublicKeyId,
  selectRealtimeStatus,
  type GatewayRootState,
} from './selectors.ts';
export { heartbeatAnswered } from './sagas/heartbeat.ts';
export { GATEWAY_CLIENT_CONTEXT_KEY, gatewaySaga, type GatewaySagaOptions } from './sagas/gateway-saga.ts';
export * from './realtime/index.ts';
