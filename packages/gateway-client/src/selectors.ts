import type { GatewayState } from './slice.ts';

/** The part of the app's state this package reads: `gatewaySlice`. */
export interface GatewayRootState {
  gateway: GatewayState;
}

export const selectCountry = (state: GatewayRootState) => state.gateway.country;
export const selectClockOffset = (state: GatewayRootState) => state.gateway.clockOffsetMs;
export const selectPublicKeyId = (state: GatewayRootState) => state.gateway.publicKeyId;
/** The realtime channel: `open` after the server's hello, `closed` while away or reconnecting. */
export const selectRealtimeStatus = (state: GatewayRootState) => state.gateway.realtime;
