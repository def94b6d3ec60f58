// The sessions the protocol verifies signs against, as the protocol sees them. The sessions module keeps them; the
// protocol names here only what it asks of it, so it depends on no module.
import type { Unsubscribe } from '../db/pubsub.ts';

/** A session whose token may sign requests. */
export interface ActiveSession {
  id: string;
  userId: number;
  deviceId: string;
  /** The login token: the HMAC key of this session's signs. */
  loginToken: string;
}

export type SessionLookup =
  | { status: 'active'; session: ActiveSession }
  /** Replaced by a newer session elsewhere (one session per account): "active on another device". */
  | { status: 'replaced' }
  /** Banned while signed in. */
  | { status: 'banned' }
  | { status: 'none' };

/** Where a sign's session is found (the sessions module's SessionService). */
export interface SessionDirectory {
  lookup(userId: number, deviceId: string): Promise<SessionLookup>;
  /** Calls `listener` whenever a session of a user on a device is revoked, replaced or opened, on any instance. */
  onChange(listener: (userId: number, deviceId: string) => void): Promise<Unsubscribe>;
}
