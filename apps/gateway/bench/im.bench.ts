// Issue 13's messaging benchmark (docs/performance.md "Messages"): signed-in users on loopback, each with a realtime
// socket, write to a friend over HTTP (`POST /api/im/send`) at a steady total rate; the benchmark times each message
// from just before its send to its `imMessage` on the friend's socket (send → delivered) and checks that every
// message arrived exactly once, in seq order per conversation. `--instances 2` runs two gateway instances on one
// database, senders on the first and receivers' sockets on the second (with TEST_DATABASE_URL, PostgreSQL, as in
// production; else the two share one PGlite in this process). `pnpm bench gateway -- --bench im`.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { ChatMessage } from '@aura/contracts';
import WebSocket from 'ws';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/database.ts';
import { buildGateway, type Gateway } from '../src/server.ts';
import { freshPostgres } from '../test/gateway.ts';
import { IndependentClient } from '../test/independent-client.ts';
import { socketUrl } from '../test/realtime-client.ts';

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
 * TEST_DATABASE_URL names a server, else PGlite on disk in this process. Request rate limits off: every client is
 * on loopback.
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

interface Person {
  id: number;
  /** Sends through the first instance. */
  client: IndependentClient;
  /** Its socket, on the last instance. */
  socket?: WebSocket;
  peer?: Person;
}

async function signedIn(gateway: Instance, on: Instance, userId: number): Promise<IndependentClient> {
  const deviceId = `im-bench-${randomBytes(6).toString('hex')}`;
  const { loginToken } = await gateway.services.sessions.create(userId, deviceId);
  const client = new IndependentClient(on.url, { userId: String(userId), deviceId, loginToken });
  await client.handshake();
  return client;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main(): Promise<void> {
  const run = await startInstances(instances);
  const { kind } = run;
  const first = run.gateways[0]!;
  const last = run.gateways.at(-1)!;
  console.log(
    `messages: ${users} users (${users / 2} pairs), ${rate} messages/s for ${seconds} s, ${instances} instance(s), ${kind}`,
  );

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const seen = new Map<string, number>();
  /** The last seq each receiver saw per sender: a lower or equal one is out of order. */
  const lastSeq = new Map<string, number>();
  let outOfOrder = 0;
  /** Opens the person's socket, listening from its first message on; settles at its hello. */
  const connect = (person: Person, url: string) =>
    new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(url);
      person.socket = socket;
      socket.on('error', reject);
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as {
          type: string;
          friendId?: string;
          message?: ChatMessage;
        };
        if (message.type === 'hello') resolve();
        if (message.type !== 'imMessage' || message.message!.senderId === String(person.id)) return;
        const at = performance.now();
        const { clientId, seq } = message.message!;
        seen.set(clientId, (seen.get(clientId) ?? 0) + 1);
        const started = sentAt.get(clientId);
        if (started !== undefined && seen.get(clientId) === 1) latencies.push(at - started);
        const key = `${person.id}:${message.friendId}`;
        if ((lastSeq.get(key) ?? 0) >= seq) outOfOrder += 1;
        lastSeq.set(key, seq);
      });
    });

  // Users in pairs of friends, each signed in, each with a socket on the last instance.
  const people: Person[] = [];
  for (let i = 0; i < users; i += 2) {
    const [a, b] = await Promise.all([
      first.services.users.create({ nickname: `A${i}` }),
      first.services.users.create({ nickname: `B${i}` }),
    ]);
    await first.services.friends.befriend(a.id, b.id);
    const [ca, cb, sa, sb] = await Promise.all([
      signedIn(first, first, a.id),
      signedIn(first, first, b.id),
      signedIn(first, last, a.id),
      signedIn(first, last, b.id),
    ]);
    const pa: Person = { id: a.id, client: ca };
    const pb: Person = { id: b.id, client: cb, peer: pa };
    pa.peer = pb;
    await Promise.all([connect(pa, socketUrl(sa)), connect(pb, socketUrl(sb))]);
    people.push(pa, pb);
  }

  // A steady total rate: every tick sends to the next person in turn, whatever the answers' pace.
  const total = Math.round(rate * seconds);
  const intervalMs = 1000 / rate;
  let refused = 0;
  const sends: Promise<void>[] = [];
  const startedAt = performance.now();
  for (let n = 0; n < total; n += 1) {
    const due = startedAt + n * intervalMs;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const sender = people[n % people.length]!;
    const clientId = randomBytes(12).toString('hex');
    sentAt.set(clientId, performance.now());
    sends.push(
      (
        sender.client.post('/api/im/send', {
          friendId: String(sender.peer!.id),
          clientId,
          text: `m${n}`,
        }) as Promise<{ body: { code: number } }>
      ).then(
        (answer) => void (answer.body.code === 200 || (refused += 1)),
        () => void (refused += 1),
      ),
    );
  }
  await Promise.all(sends);
  const sendSeconds = (performance.now() - startedAt) / 1000;
  // Deliveries still on their way: wait until none arrives for two seconds.
  for (let before = -1; before !== latencies.length;) {
    before = latencies.length;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }

  const lost = [...sentAt.keys()].filter((clientId) => !seen.has(clientId)).length;
  const duplicated = [...seen.values()].filter((count) => count > 1).length;
  const sorted = [...latencies].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `sent ${total} in ${sendSeconds.toFixed(1)} s (${(total / sendSeconds).toFixed(0)}/s), refused ${refused}`,
  );
  console.log(
    `send → delivered: p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? NaN)}`,
  );
  console.log(`lost ${lost}, duplicated ${duplicated}, out of order ${outOfOrder}`);

  for (const person of people) person.socket!.close();
  await run.close();
  if (lost > 0 || duplicated > 0 || outOfOrder > 0 || refused > 0) process.exitCode = 1;
}

await main();
