// Issue 13's messaging benchmark (docs/performance.md "Messages"): signed-in users on loopback, each with a realtime
// socket, write to a friend over HTTP (`POST /api/im/send`) at a steady total rate; the benchmark times each message
// from just before its send to its `imMessage` on the friend's socket (send → delivered) and checks that every
// stored message arrived exactly once, in seq order per conversation, and that no send was refused. The clients run
// in a worker thread (im-load.ts), the gateway(s) in this one. `--instances 2` runs two gateway instances on one
// database, senders on the first and receivers' sockets on the second (with TEST_DATABASE_URL, PostgreSQL, as in
// production; else the two share one PGlite in this process). `pnpm bench gateway -- --bench im`.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { buildGateway, type Gateway } from '../src/server.ts';
import { freshPostgres } from '../test/gateway.ts';
import type { LoadInput, LoadPerson, LoadResult } from './im-load.ts';

// The other benchmarks' options (duration, rounds, …) reach this script too: they are not for it.
const { values: args } = parseArgs({
  strict: false,
  options: {
    users: { type: 'string', default: '200' },
    rate: { type: 'string', default: '15' },
    seconds: { type: 'string', default: '30' },
    instances: { type: 'string', default: '1' },
  },
});
const users = Number(args.users);
const rate = Number(args.rate);
const seconds = Number(args.seconds);
const instances = Number(args.instances);
if (!(users >= 2 && users % 2 === 0 && rate > 0 && seconds > 0 && (instances === 1 || instances === 2))) {
  throw new Error('--users an even number ≥ 2, --rate and --seconds positive, --instances 1 or 2');
}

const UNLIMITED = '1000000000';

interface Instance extends Gateway {
  url: string;
}

/**
 * The gateway as `main` builds it, on one database for all instances: a fresh PostgreSQL database when
 * TEST_DATABASE_URL names a server, else PGlite on disk in this process. Request rate limits and the connection cap
 * per address off: every client is on loopback.
 */
async function startInstances(count: number) {
  const dir = mkdtempSync(join(tmpdir(), 'aura-im-bench-'));
  const server = process.env.TEST_DATABASE_URL;
  const fresh = server ? await freshPostgres(server) : undefined;
  const shared: Database | undefined = fresh ? undefined : await openDatabase({ dataDir: join(dir, 'db') });
  const gateways: Instance[] = [];
  for (let i = 0; i < count; i += 1) {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      DATA_DIR: dir,
      WEB_DIST: join(dir, 'no-web-build'),
      RATE_LIMIT_IP_PER_MINUTE: UNLIMITED,
      RATE_LIMIT_DEVICE_PER_MINUTE: UNLIMITED,
      // Every socket comes from loopback: past 512 the per-address cap would refuse them.
      MAX_CONNECTIONS_PER_ADDRESS: '0',
    });
    const gateway = await buildGateway(config, {
      version: 'bench',
      ...(fresh ? { database: { url: fresh.url } } : {}),
      sharedDatabase: shared,
    });
    const url = await gateway.app.listen({ port: 0, host: '127.0.0.1' });
    gateways.push(Object.assign(gateway, { url }));
  }
  return {
    gateways,
    kind: fresh ? 'PostgreSQL' : 'PGlite',
    async close() {
      for (const gateway of gateways.reverse()) await gateway.app.close();
      await shared?.close();
      await fresh?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A session of the user's own, as a sign-in makes it. */
async function session(gateway: Instance, userId: number) {
  const deviceId = `im-bench-${randomBytes(6).toString('hex')}`;
  const { loginToken } = await gateway.services.sessions.create(userId, deviceId);
  return { deviceId, loginToken };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Runs the load generator (im-load.ts) in a worker thread and waits for its figures. */
function load(input: LoadInput): Promise<LoadResult> {
  // Node 20 refuses a .ts file as a worker's entry before any hook runs: the entry registers tsx, then imports it.
  const entry = new URL('./im-load.ts', import.meta.url).href;
  const worker = new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`,
    { eval: true, workerData: input, execArgv: ['--conditions=@aura/source'] },
  );
  return new Promise((resolve, reject) => {
    worker.once('message', (result: LoadResult) => void worker.terminate().then(() => resolve(result)));
    worker.once('error', reject);
  });
}

async function main(): Promise<void> {
  const run = await startInstances(instances);
  const { kind } = run;
  const first = run.gateways[0]!;
  const last = run.gateways.at(-1)!;
  console.log(
    `messages: ${users} users (${users / 2} pairs), ${rate} messages/s for ${seconds} s, ${instances} instance(s), ${kind}; load generator in a worker thread`,
  );

  // Users in pairs of friends, each with a session to send with and one for its socket (on the last instance).
  const people: LoadPerson[] = [];
  for (let i = 0; i < users; i += 2) {
    const [a, b] = await Promise.all([
      first.services.users.create({ nickname: `A${i}` }),
      first.services.users.create({ nickname: `B${i}` }),
    ]);
    await first.services.friends.befriend(a.id, b.id);
    for (const [person, peer] of [
      [a, b],
      [b, a],
    ] as const) {
      people.push({
        id: person.id,
        peerId: peer.id,
        sender: await session(first, person.id),
        listener: await session(first, person.id),
      });
    }
  }

  const result = await load({ people, sendUrl: first.url, socketBaseUrl: last.url, rate, seconds });
  const { total, sendSeconds, accepted, refused, latencies, lost, duplicated, outOfOrder } = result;
  const refusedCount = Object.values(refused).reduce((sum, count) => sum + count, 0);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `sent ${total} in ${sendSeconds.toFixed(1)} s (${(total / sendSeconds).toFixed(0)}/s), stored ${accepted}, refused ${refusedCount}${refusedCount ? ` ${JSON.stringify(refused)}` : ''}`,
  );
  console.log(
    `send → delivered: p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? NaN)}`,
  );
  console.log(`lost ${lost}, duplicated ${duplicated}, out of order ${outOfOrder}`);

  await run.close();
  if (lost > 0 || duplicated > 0 || outOfOrder > 0 || refusedCount > 0) process.exitCode = 1;
}

await main();
