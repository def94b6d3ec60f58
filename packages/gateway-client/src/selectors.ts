import { gatewaySlice } from './slice.ts';

export const { selectCountry, selectClockOffset, selectPublicKeyId } = gatewaySlice.selectors;
