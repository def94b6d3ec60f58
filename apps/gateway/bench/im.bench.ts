// Issue 13's messaging benchmark (docs/performance.md "Messages"): signed-in users on loopback, each with a realtime
// socket, write to a friend over HTTP (`POST /api/im/send`) at a steady total rate; the benchmark times each message
// from just before its send to its `imMessage` on the friend's socket (send → delivered) and checks that every
// stored message arrived exactly once, in seq order per conversation, and that no send was refused. Its baseline,
// from the same run: before the sends, the same clients at the same rate time a socket's ping → pong through the
// gateway holding it (the floor of delivery over a socket, with no request, signature, database or NOTIFY).
// The gateway(s) run in processes of their own (im-instance.ts), the clients in this one (im-load.ts).
// `--instances 2` runs two gateway instances on one database, senders on the first and receivers' sockets on the
// second: on PostgreSQL (TEST_DATABASE_URL, as in production) two processes; on PGlite, which lives in the process
// that opens it, one process with both. It also reports, per send, the statements sent to PostgreSQL and the CPU
// time of the gateway processes, of PostgreSQL's and of this process. `--receipts`: each receiver also makes the
// calls the app makes for a message in a chat that is not open. `pnpm bench gateway -- --bench im`.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freshPostgres } from '../test/gateway.ts';
import type { InstanceInput, InstanceReply, InstanceRequest } from './im-instance.ts';
import { runLoad } from './im-load.ts';

// The other benchmarks' options (duration, rounds, …) reach this script too: they are not for it.
const { values: args } = parseArgs({
  strict: false,
  options: {
    users: { type: 'string', default: '200' },
    rate: { type: 'string', default: '15' },
    seconds: { type: 'string', default: '30' },
    instances: { type: 'string', default: '1' },
    receipts: { type: 'boolean', default: false },
  },
});
const users = Number(args.users);
const rate = Number(args.rate);
const seconds = Number(args.seconds);
const instances = Number(args.instances);
const receipts = args.receipts === true;
if (!(users >= 2 && users % 2 === 0 && rate > 0 && seconds > 0 && (instances === 1 || instances === 2))) {
  throw new Error('--users an even number ≥ 2, --rate and --seconds positive, --instances 1 or 2');
}

/** A gateway process (im-instance.ts) and the one answer it gives to each request. */
class InstanceProcess {
  private readonly child: ChildProcess;
  private readonly replies: InstanceReply[] = [];
  private waiting: ((reply: InstanceReply) => void) | undefined;

  constructor(input: InstanceInput) {
    this.child = fork(fileURLToPath(new URL('./im-instance.ts', import.meta.url)), {
      execArgv: ['--conditions=@aura/source', '--import', 'tsx'],
      env: { ...process.env, IM_BENCH_INSTANCE: JSON.stringify(input) },
      stdio: 'inherit',
    });
    this.child.on('message', (reply: InstanceReply) => {
      const waiting = this.waiting;
      this.waiting = undefined;
      if (waiting) waiting(reply);
      else this.replies.push(reply);
    });
    this.child.once('exit', (code) => {
      if (code) console.error(`a gateway process exited with ${code}`);
    });
  }

  pid = () => this.child.pid!;

  next<T extends InstanceReply['type']>(type: T): Promise<Extract<InstanceReply, { type: T }>> {
    const ready = this.replies.shift();
    const check = (reply: InstanceReply) => {
      if (reply.type !== type) throw new Error(`expected ${type}, got ${reply.type}`);
      return reply as Extract<InstanceReply, { type: T }>;
    };
    if (ready) return Promise.resolve(check(ready));
    return new Promise((resolve) => (this.waiting = (reply) => resolve(check(reply))));
  }

  ask<T extends InstanceRequest['type'] & InstanceReply['type']>(request: InstanceRequest & { type: T }) {
    this.child.send(request);
    return this.next(request.type);
  }

  close = () =>
    new Promise<void>((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.send({ type: 'close' } satisfies InstanceRequest);
    });
}

/** The CPU time (ms) of every process of the PostgreSQL server the pool's first client talks to. */
async function postgresCpu(url: string | undefined): Promise<(() => number) | undefined> {
  if (!url) return undefined;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const stat = (pid: string | number) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const postmaster = stat(rows[0]!.pid)[1]!;
  await client.end();
  // utime and stime in clock ticks (100 a second on Linux), of the postmaster's children and itself.
  const ticks = () => {
    let sum = 0;
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const fields = stat(pid);
        if (pid === postmaster || fields[1] === postmaster) sum += Number(fields[11]) + Number(fields[12]);
      } catch {
        // A process that ended while the list was read.
      }
    }
    return sum * 10;
  };
  return ticks;
}

/** The gateway process(es) on one database: a fresh PostgreSQL database when TEST_DATABASE_URL names a server. */
async function startInstances(count: number) {
  const dir = mkdtempSync(join(tmpdir(), 'aura-im-bench-'));
  const server = process.env.TEST_DATABASE_URL;
  const fresh = server ? await freshPostgres(server) : undefined;
  const processes: InstanceProcess[] = [];
  const urls: string[] = [];
  // One at a time: the first migrates the fresh database.
  for (let i = 0; i < (fresh ? count : 1); i += 1) {
    const child = new InstanceProcess({
      ...(fresh ? { url: fresh.url } : {}),
      dataDir: dir,
      count: fresh ? 1 : count,
    });
    processes.push(child);
    urls.push(...(await child.next('ready')).urls);
  }
  return {
    processes,
    urls,
    kind: fresh ? 'PostgreSQL' : 'PGlite',
    postgresCpu: await postgresCpu(fresh?.url),
    async close() {
      for (const child of processes) await child.close();
      await fresh?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const cpuMs = ({ user, system }: NodeJS.CpuUsage) => (user + system) / 1000;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main(): Promise<void> {
  const run = await startInstances(instances);
  const { kind, processes, urls } = run;
  console.log(
    `messages: ${users} users (${users / 2} pairs), ${rate} messages/s for ${seconds} s, ${instances} instance(s) in ${processes.length} gateway process(es), ${kind}; clients in the bench's process`,
  );
  // Each with a session to send with (first instance) and one for its socket (last instance).
  const { people } = await processes[0]!.ask({ type: 'people', users });

  /** The gateway processes' statements and CPU, and PostgreSQL's CPU, now. */
  const sample = async () => {
    const stats = await Promise.all(processes.map((child) => child.ask({ type: 'stats' })));
    return {
      statements: stats.map(({ statements }) => statements),
      gatewayMs: stats.map(({ cpuMs }) => cpuMs),
      postgresMs: run.postgresCpu?.() ?? NaN,
      clientsMs: cpuMs(process.cpuUsage()),
    };
  };
  let before: Awaited<ReturnType<typeof sample>> | undefined;
  let after: Awaited<ReturnType<typeof sample>> | undefined;
  const result = await runLoad(
    { people, sendUrl: urls[0]!, socketBaseUrl: urls.at(-1)!, rate, seconds, receipts },
    {
      sending: async () => void (before = await sample()),
      delivered: async () => void (after = await sample()),
    },
  );
  const { total, sendSeconds, accepted, refused, latencies, lost, duplicated, outOfOrder } = result;
  const refusedCount = Object.values(refused).reduce((sum, count) => sum + count, 0);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `sent ${total} in ${sendSeconds.toFixed(1)} s (${(total / sendSeconds).toFixed(0)}/s), stored ${accepted}, refused ${refusedCount}${refusedCount ? ` ${JSON.stringify(refused)}` : ''}`,
  );
  const spread = (sorted: number[]) =>
    `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? NaN)}`;
  console.log(`send → delivered: ${spread(latencies)}`);
  console.log(
    `baseline, the floor (a socket's ping → pong at the same rate, ${result.floor.length} before the sends): ${spread(result.floor)}`,
  );
  console.log(`lost ${lost}, duplicated ${duplicated}, out of order ${outOfOrder}`);
  if (receipts) {
    console.log(
      `receipts, as the app makes them for a chat not open: ${result.receiptCalls} calls (a delivery receipt per message received, and the chat list where the tab's list was behind), ${result.receiptFailures} failed`,
    );
  }
  if (before && after) {
    const per = (value: number) => (value / total).toFixed(2);
    // Per gateway process, then their sum: with two instances, the first answers the sends, the second the sockets.
    const each = (from: number[], to: number[]) => {
      const values = to.map((value, i) => value - from[i]!);
      const sum = values.reduce((a, b) => a + b, 0);
      return values.length === 1 ? per(sum) : `${per(sum)} (${values.map(per).join(' + ')})`;
    };
    console.log(
      `per send (the send phase and its deliveries, heartbeats included): ${each(before.statements, after.statements)} statements, gateway CPU ${each(before.gatewayMs, after.gatewayMs)} ms, PostgreSQL CPU ${per(after.postgresMs - before.postgresMs)} ms, clients' CPU (this process) ${per(after.clientsMs - before.clientsMs)} ms`,
    );
  }

  await run.close();
  if (lost > 0 || duplicated > 0 || outOfOrder > 0 || refusedCount > 0 || result.receiptFailures > 0) {
    process.exitCode = 1;
  }
}

await main();
