// A gateway process of the messaging benchmark (im.bench.ts): the gateway(s) as `main` builds them, each listening
// on loopback, in a process of their own, so that a gateway's CPU is its own and what the bench reads of it
// (`process.cpuUsage`) is the gateway's alone. On PostgreSQL every instance is a process of this script; on PGlite,
// which lives in the process that opens it, one process runs them all. Told by its parent over IPC: `people` makes
// the users (first process only), `stats` answers the statements sent to PostgreSQL and the CPU used so far.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { buildGateway, type Gateway } from '../src/server.ts';
import type { LoadPerson } from './im-load.ts';

export interface InstanceInput {
  /** A PostgreSQL database; else PGlite in `dataDir`. */
  url?: string;
  dataDir: string;
  count: number;
}

export type InstanceRequest = { type: 'people'; users: number } | { type: 'stats' } | { type: 'close' };

export type InstanceReply =
  | { type: 'ready'; urls: string[] }
  | { type: 'people'; people: LoadPerson[] }
  | { type: 'stats'; statements: number; cpuMs: number };

// Every statement a pool's client sends (BEGIN and COMMIT too) passes here: the count the bench divides by sends.
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const UNLIMITED = '1000000000';
const input = JSON.parse(process.env.IM_BENCH_INSTANCE ?? '{}') as InstanceInput;
const send = (reply: InstanceReply) => process.send!(reply);

const shared = input.url ? undefined : await openDatabase({ dataDir: `${input.dataDir}/db` });
const gateways: (Gateway & { url: string })[] = [];
for (let i = 0; i < input.count; i += 1) {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    // As deployed: in test and development every answer and socket message is also checked against its schema.
    NODE_ENV: 'production',
    ALLOW_SANDBOX_PROVIDERS: 'true',
    DATA_DIR: input.dataDir,
    WEB_DIST: `${input.dataDir}/no-web-build`,
    RATE_LIMIT_IP_PER_MINUTE: UNLIMITED,
    RATE_LIMIT_DEVICE_PER_MINUTE: UNLIMITED,
    // Every socket comes from loopback: past 512 the per-address cap would refuse them.
    MAX_CONNECTIONS_PER_ADDRESS: '0',
  });
  const gateway = await buildGateway(config, {
    version: 'bench',
    ...(input.url ? { database: { url: input.url } } : {}),
    sharedDatabase: shared,
  });
  const url = await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  gateways.push(Object.assign(gateway, { url }));
}

/** A session of the user's own, as a sign-in makes it. */
async function session(userId: number) {
  const deviceId = `im-bench-${randomBytes(6).toString('hex')}`;
  const { loginToken } = await gateways[0]!.services.sessions.create(userId, deviceId);
  return { deviceId, loginToken };
}

/** Users in pairs of friends, each with a session to send with and one for its socket. */
async function people(users: number): Promise<LoadPerson[]> {
  const { services } = gateways[0]!;
  const made: LoadPerson[] = [];
  for (let i = 0; i < users; i += 2) {
    const [a, b] = await Promise.all([
      services.users.create({ nickname: `A${i}` }),
      services.users.create({ nickname: `B${i}` }),
    ]);
    await services.friends.befriend(a.id, b.id);
    for (const [person, peer] of [
      [a, b],
      [b, a],
    ] as const) {
      made.push({
        id: person.id,
        peerId: peer.id,
        sender: await session(person.id),
        listener: await session(person.id),
      });
    }
  }
  return made;
}

process.on('message', (request: InstanceRequest) => {
  void (async () => {
    if (request.type === 'people') send({ type: 'people', people: await people(request.users) });
    if (request.type === 'stats') {
      const { user, system } = process.cpuUsage();
      send({ type: 'stats', statements, cpuMs: (user + system) / 1000 });
    }
    if (request.type === 'close') {
      for (const gateway of gateways.reverse()) await gateway.app.close();
      await shared?.close();
      process.exit(0);
    }
  })();
});
// A bench that died leaves no gateway behind.
process.once('disconnect', () => process.exit(0));
send({ type: 'ready', urls: gateways.map((gateway) => gateway.url) });
