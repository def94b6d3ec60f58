import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CountryByIp } from '@aura/contracts';
import { clockCorrected, publicKeyLoaded } from './client-events.ts';
import { realtimeConnected, realtimeDisconnected } from './realtime/actions.ts';

export interface GatewayState {
  /** What the client adds to its clock when signing, learnt from the gateway. */
  clockOffsetMs: number;
  /** Id of the gateway public key the client wraps its AES key with. */
  publicKeyId: string | undefined;
  /** The visitor's country by IP address (spec §3, "Country lookup result"). */
  country: CountryByIp | undefined;
  /** The realtime channel: `open` after the server's hello, `closed` while away or reconnecting. */
  realtime: 'closed' | 'open';
}

const initialState: GatewayState = {
  clockOffsetMs: 0,
  publicKeyId: undefined,
  country: undefined,
  realtime: 'closed',
};

export const gatewaySlice = createSlice({
  name: 'gateway',
  initialState,
  reducers: {
    countryResolved(state, action: PayloadAction<CountryByIp>) {
      state.country = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(clockCorrected, (state, action) => {
        state.clockOffsetMs = action.payload.offsetMs;
      })
      .addCase(publicKeyLoaded, (state, action) => {
        state.publicKeyId = action.payload.kid;
      })
      .addCase(realtimeConnected, (state) => {
        state.realtime = 'open';
      })
      .addCase(realtimeDisconnected, (state) => {
        state.realtime = 'closed';
      });
  },
});

export const { countryResolved } = gatewaySlice.actions;
