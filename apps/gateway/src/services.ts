import { randomUUID } from 'node:crypto';
import type { Config } from './config.ts';
import { openDatabase, type Database, type DatabaseOptions } from './db/database.ts';
import { PresenceService } from './modules/presence/service.ts';
import { RealtimeHub } from './modules/realtime/hub.ts';
import { loadSessionKey } from './modules/sessions/session-key.ts';
import { SessionService } from './modules/sessions/service.ts';
import { UserService } from './modules/users/service.ts';
import { KeyUnwrapper } from './protocol/cipher.ts';
import { KeyRing } from './protocol/keys.ts';
import { RateLimiter } from './protocol/rate-limiter.ts';
import { DatabaseReplayGuard, MemoryReplayGuard } from './protocol/replay-guard.ts';
import type { ProtocolServices } from './protocol/route.ts';

/** Everything the gateway's modules share, made once at start and closed on shutdown. */
export interface GatewayServices {
  instanceId: string;
  database: Database;
  keyRing: KeyRing;
  protocol: ProtocolServices;
  sessions: SessionService;
  users: UserService;
  presence: PresenceService;
  realtime: RealtimeHub;
  close(): Promise<void>;
}

export interface ServiceOptions {
  /** Overrides the database the configuration names (tests use an in-memory PGlite). */
  database?: DatabaseOptions;
  /**
   * A database another gateway already opened: this one uses it and leaves closing it to its owner. Tests run
   * two gateway instances on one PGlite this way, as production runs several on one PostgreSQL.
   */
  sharedDatabase?: Database;
  /** The realtime heartbeat interval; tests shorten it instead of waiting three real intervals. */
  realtimeHeartbeatMs?: number;
  now?: () => number;
}

export function databaseOptionsOf(config: Config): DatabaseOptions {
  return config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir };
}

export async function startServices(config: Config, options: ServiceOptions = {}): Promise<GatewayServices> {
  const now = options.now ?? Date.now;
  const instanceId = randomUUID();
  const database =
    options.sharedDatabase ?? (await openDatabase(options.database ?? databaseOptionsOf(config)));
  const keyRing = KeyRing.open(config.keysDir);
  const sessions = await SessionService.start(
    database.db,
    database.pubsub,
    loadSessionKey(config.keysDir, config.sessionKey),
    now,
  );
  const presence = new PresenceService(database.db, database.pubsub);
  presence.startSweeping();
  // One process is the whole gateway on PGlite; on PostgreSQL any number may share the replay memory.
  const replayGuard =
    database.kind === 'postgres' ? new DatabaseReplayGuard(database.db) : new MemoryReplayGuard(now);
  const rateLimiter = new RateLimiter(now);
  const protocol: ProtocolServices = {
    keyRing,
    unwrapper: new KeyUnwrapper(keyRing),
    replayGuard,
    sessions,
    rateLimiter,
    limits: { perDevicePerMinute: config.rateLimits.perDevicePerMinute },
    validateOutput: config.env !== 'production',
    now,
  };
  const realtime = new RealtimeHub({
    protocol,
    presence,
    instanceId,
    heartbeatMs: options.realtimeHeartbeatMs,
  });
  await realtime.start();
  return {
    instanceId,
    database,
    keyRing,
    protocol,
    sessions,
    users: new UserService(database.db),
    presence,
    realtime,
    async close() {
      // Sockets first: their goodbyes need the database, which closes last.
      await realtime.close();
      presence.stop();
      replayGuard.close();
      rateLimiter.close();
      await presence.instanceStopped(instanceId).catch(() => {});
      if (!options.sharedDatabase) await database.close();
    },
  };
}
