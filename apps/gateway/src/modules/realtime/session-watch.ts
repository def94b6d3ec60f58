import { REALTIME, RESULT_CODES } from '@aura/contracts';
import type { Unsubscribe } from '../../db/pubsub.ts';
import { GatewayError, sessionRequired } from '../../protocol/errors.ts';
import type { ProtocolServices } from '../../protocol/route.ts';
import type { ActiveSession } from '../../protocol/session.ts';
import type { Connection } from './connection.ts';

/**
 * A socket is admitted once, but a session can end while it stays open (log out, a ban, a login on another
 * device). When any instance announces a change to a user's session on a device, that user's sockets from that
 * device are checked again, and closed if their session is no longer the live one, so a signed-out user does not
 * stay online.
 */
export class SessionWatch {
  private readonly byDevice = new Map<string, Set<Connection>>();
  private unsubscribe: Unsubscribe | undefined;

  constructor(private readonly protocol: ProtocolServices) {}

  async start(): Promise<void> {
    this.unsubscribe = await this.protocol.sessions.onChange((userId, deviceId) => {
      for (const connection of this.byDevice.get(`${userId}:${deviceId}`) ?? []) {
        void this.recheck(connection).catch(() => connection.terminate());
      }
    });
  }

  add(connection: Connection): void {
    if (!connection.session) return;
    const key = keyOf(connection.session);
    let set = this.byDevice.get(key);
    if (!set) {
      set = new Set();
      this.byDevice.set(key, set);
    }
    set.add(connection);
  }

  remove(connection: Connection): void {
    if (!connection.session) return;
    const key = keyOf(connection.session);
    const set = this.byDevice.get(key);
    set?.delete(connection);
    if (set?.size === 0) this.byDevice.delete(key);
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.().catch(() => {});
  }

  private async recheck(connection: Connection): Promise<void> {
    const session = connection.session;
    if (!session) return;
    const lookup = await this.protocol.sessions.lookup(session.userId, session.deviceId);
    if (lookup.status === 'active' && lookup.session.id === session.id) return;
    if (lookup.status === 'replaced') {
      connection.refuse(
        REALTIME.closeCodes.replaced,
        new GatewayError(RESULT_CODES.activeOnAnotherDevice, 'Your account was signed in on another device.'),
      );
      return;
    }
    connection.refuse(REALTIME.closeCodes.unauthorized, sessionRequired('The session ended; log in again.'));
  }
}

function keyOf(session: ActiveSession): string {
  return `${session.userId}:${session.deviceId}`;
}
