import { createAction } from '@reduxjs/toolkit';
import type { SessionEvent } from './session-events.ts';

/** The client corrected its clock after the gateway refused a timestamp: signing now adds `offsetMs`. */
export const clockCorrected = createAction<{ offsetMs: number }>('gateway/clockCorrected');

/** The client fetched the gateway's public key (first use, or after a key rotation). */
export const publicKeyLoaded = createAction<{ kid: string }>('gateway/publicKeyLoaded');

/** Everything the client reports, as Redux actions. */
export type GatewayClientEvent =
  SessionEvent | ReturnType<typeof clockCorrected> | ReturnType<typeof publicKeyLoaded>;
