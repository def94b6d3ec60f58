import { gatewaySlice } from './slice.ts';

export const { selectCountry, selectClockOffset, selectPublicKeyId, selectRealtimeStatus } =
  gatewaySlice.selectors;
