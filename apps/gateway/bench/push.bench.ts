// `pnpm bench gateway -- --bench push` (docs/push.md, docs/performance.md): web push fan-out to 10,000
// subscriptions through the local push service (web-push-testing, run as a process of its own so that its work,
// which decrypts every message, does not share this one's core). The fan-out is PushService.notifyUsers: the
// subscriptions read from the database, each message encrypted for its browser and sent with the VAPID token
// reused per push service. The baseline, in the same run: web-push used as its README shows (a VAPID token signed
// for every message), the same messages to the same subscriptions at the same concurrency, no database.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { parseArgs } from 'node:util';
import webpush from 'web-push';
import { pushSubscriptions, users } from '../src/db/schema.ts';
import { PushService, WebPushSender } from '../src/modules/push/index.ts';
import { LedgerService } from '../src/modules/ledger/service.ts';
import { RewardService } from '../src/modules/rewards/index.ts';
import { openBenchDatabase, timed } from './bench-database.ts';

const { values: args } = parseArgs({
  strict: false,
  options: {
    subscriptions: { type: 'string', default: '10000' },
    users: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '64' },
  },
});
const count = Number(args.subscriptions);
const userCount = Number(args.users);
const concurrency = Number(args.concurrency);
if (!(count >= 100) || !(userCount >= 1 && userCount <= count) || !(concurrency >= 1))
  throw new Error('--subscriptions ≥ 100, 1 ≤ --users ≤ --subscriptions, --concurrency ≥ 1');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const require = createRequire(import.meta.url);
const service = spawn(
  process.execPath,
  [require.resolve('web-push-testing/src/bin/server.js'), String(port)],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
await new Promise<void>((resolve) => service.stdout!.once('data', () => resolve()));
// Its server listens on "localhost", which is the IPv4 loopback here.
const origin = `http://localhost:${port}`;
const post = async (path: string, body: object) => {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { data: unknown }).data;
};

const bench = await openBenchDatabase('push');
try {
  const { db } = bench.database;
  const vapid = webpush.generateVAPIDKeys();
  const subject = 'mailto:bench@aura.invalid';

  // Not timed: the users, and the subscriptions the local push service makes, as browsers would.
  const userIds = (
    await db
      .insert(users)
      .values(
        Array.from({ length: userCount }, (_, i) => ({
          searchId: `pu${Date.now().toString(36)}${i}`,
          nickname: `P${i}`,
        })),
      )
      .returning({ id: users.id })
  ).map((row) => row.id);
  const made: { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string }[] = [];
  for (let i = 0; i < count; i += 100) {
    made.push(
      ...((await Promise.all(
        Array.from({ length: Math.min(100, count - i) }, () =>
          post('/subscribe', { userVisibleOnly: 'true', applicationServerKey: vapid.publicKey }),
        ),
      )) as typeof made),
    );
  }
  for (let i = 0; i < count; i += 1000) {
    await db.insert(pushSubscriptions).values(
      made.slice(i, i + 1000).map((subscription, j) => ({
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        userId: userIds[(i + j) % userCount]!,
        deviceId: `bench-${i + j}`,
        locale: 'en',
      })),
    );
  }
  const payload = { kind: 'reward', coins: 20 } as const;
  const body = JSON.stringify({ ...payload, locale: 'en' });

  // The baseline: web-push as its README uses it, a token signed per message.
  let baselineOk = 0;
  const baselineSeconds = await timed(made.length, concurrency, async (index) => {
    const target = made[index]!;
    const request = webpush.generateRequestDetails(target, body, {
      vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: 86_400,
      urgency: 'low',
    });
    const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
    const response = await fetch(request.endpoint, {
      method: 'POST',
      headers,
      body: request.body ?? undefined,
    });
    await response.arrayBuffer();
    if (response.status === 201) baselineOk += 1;
  });

  const push = new PushService({
    db,
    rewards: new RewardService(db, new LedgerService(db)),
    sender: new WebPushSender(vapid, subject),
    publicKey: vapid.publicKey,
    localEndpoints: true,
    grants: { notificationCoins: 0, webappCoins: 0 },
    now: Date.now,
  });
  let result = { sent: 0, removed: 0, failed: 0 };
  const fanOutSeconds = await timed(1, 1, async () => (result = await push.notifyUsers(userIds, payload)));

  // Every subscription got both messages, decrypted by the push service with its keys (a sample is read back).
  for (const subscription of made.filter((_, i) => i % Math.ceil(count / 50) === 0)) {
    const { messages } = (await post('/get-notifications', { clientHash: subscription.clientHash })) as {
      messages: string[];
    };
    if (messages.length !== 2 || messages.some((message) => message !== body))
      throw new Error(`subscription ${subscription.clientHash} received ${JSON.stringify(messages)}`);
  }
  if (baselineOk !== count || result.sent !== count)
    throw new Error(`baseline delivered ${baselineOk}, fan-out ${JSON.stringify(result)}, of ${count}`);

  const rate = (seconds: number) => (count / seconds).toFixed(0);
  console.log(
    `push fan-out bench (${bench.kind}, ${count} subscriptions of ${userCount} users, ${concurrency} at a time)`,
  );
  console.log(
    `  web-push, token per message: ${count} in ${baselineSeconds.toFixed(2)} s = ${rate(baselineSeconds)}/s`,
  );
  console.log(
    `  PushService.notifyUsers:     ${count} in ${fanOutSeconds.toFixed(2)} s = ${rate(fanOutSeconds)}/s ` +
      `(${((baselineSeconds / fanOutSeconds) * 100).toFixed(0)} % of the baseline's rate; ${result.sent} sent, ${result.removed} removed, ${result.failed} failed)`,
  );
} finally {
  service.kill();
  await bench.done();
}
