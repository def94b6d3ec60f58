// One autocannon run of a mode against a running server, its responses checked and its CPU measured.
import autocannon, { type Request, type Result } from 'autocannon';
import type { Identity } from '../../test/independent-client.ts';
import { cpuUse, sampleCpu, type CpuUse } from './cpu.ts';
import { builderOf, check, type Mode, type Prepared, type Tally } from './modes.ts';
import type { Server } from './server.ts';

export interface Measured {
  mode: Mode;
  result: Result;
  tally: Tally;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Requests built during the run because the prepared ones ran out. */
  builtLive: number;
  /** Undefined without /proc. */
  cpu: CpuUse | undefined;
}

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

/**
 * One autocannon run of a mode. Requests come from `prepared` (built beforehand, so that the load generator, which
 * shares the machine with the server, does the same little work per request in every mode) and are built on the
 * spot only when those run out. Responses are kept and checked after the run, for the same reason.
 */
export async function load(
  server: Server,
  mode: Mode,
  identity: Identity,
  duration: number,
  prepared: Prepared[],
  connections: number,
): Promise<Measured> {
  const build = builderOf(mode);
  let next = 0;
  let builtLive = 0;
  const statuses: number[] = [];
  const bodies: string[] = [];
  const latencies: number[] = [];
  const request: Request = {
    method: 'GET',
    setupRequest: (base) => {
      let one = prepared[next];
      if (one) next += 1;
      else {
        one = build();
        builtLive += 1;
      }
      return { ...base, path: one.path, headers: { ...base.headers, ...one.headers } };
    },
    onResponse: (status, body) => {
      statuses.push(status);
      bodies.push(body);
    },
  };
  const before = sampleCpu(server.process.pid);
  const instance = autocannon({ url: server.url, connections, duration, requests: [request] });
  // autocannon's own histogram keeps whole milliseconds; these are exact.
  instance.on('response', (_client: unknown, _status: number, _bytes: number, time: number) =>
    latencies.push(time),
  );
  const result = await instance;
  const after = sampleCpu(server.process.pid);
  const sorted = Float64Array.from(latencies).sort();
  const completed = result.requests.total;
  return {
    mode,
    result,
    tally: check(mode, identity, statuses, bodies),
    reqPerSec: completed / result.duration,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    builtLive: mode.signed ? builtLive : 0,
    cpu: cpuUse(before, after, completed, result.duration),
  };
}
