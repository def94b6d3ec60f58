import { createAction } from '@reduxjs/toolkit';
import { sessionErrorKind } from '@aura/contracts';

/**
 * A ban code arrived (spec §8): the auth package shows the banned state and clears the session. `until` is the
 * end of a temporary block (ISO time), when the gateway gave one.
 */
export const sessionBanned = createAction<{ code: number; message: string; until?: string }>(
  'session/banned',
);

/** A re-login code arrived (spec §8): the auth package shows the server's message and logs out. */
export const sessionReloginRequired = createAction<{ code: number; message: string }>(
  'session/reloginRequired',
);

/** The gateway answered HTTP 401: the session is missing or expired. */
export const sessionExpired = createAction<{ message: string }>('session/expired');

export type SessionEvent =
  | ReturnType<typeof sessionBanned>
  | ReturnType<typeof sessionReloginRequired>
  | ReturnType<typeof sessionExpired>;

/** The session event an answer means, by the table of spec §8 (contracts' sessionErrorKind), if any. */
export function sessionEventOf(answer: {
  httpStatus: number;
  code?: number;
  message: string;
  data?: unknown;
}): SessionEvent | undefined {
  const { code, message } = answer;
  const kind = sessionErrorKind(answer.httpStatus, code);
  if (kind === 'expired') return sessionExpired({ message });
  if (kind === undefined || code === undefined) return undefined;
  if (kind === 'relogin') return sessionReloginRequired({ code, message });
  const until = (answer.data as { until?: unknown } | null | undefined)?.until;
  return sessionBanned({ code, message, ...(typeof until === 'string' ? { until } : {}) });
}

export function isSessionEvent(action: { type: string }): action is SessionEvent {
  return sessionBanned.match(action) || sessionReloginRequired.match(action) || sessionExpired.match(action);
}
