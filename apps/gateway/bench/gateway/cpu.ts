// CPU used during a benchmark run, from /proc: the server's, the load generator's, and the rest of the machine's.
import { existsSync, readFileSync } from 'node:fs';

interface CpuSample {
  /** Seconds of CPU the server used so far, in user space and in the kernel. */
  serverUser: number;
  serverSystem: number;
  /** Seconds of CPU every process on the machine used so far (all cores). */
  machine: number;
  bench: NodeJS.CpuUsage;
}

/** CPU used so far by the server, the machine and this process; undefined where /proc is missing (not Linux). */
export function sampleCpu(pid: number | undefined): CpuSample | undefined {
  const file = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(file) || !existsSync('/proc/stat')) return undefined;
  // proc(5): fields 14 and 15 of /proc/<pid>/stat are utime and stime; the first line of /proc/stat holds user,
  // nice, system, idle, iowait, irq, softirq, steal. All in clock ticks, 100 per second on Linux.
  const fields = readFileSync(file, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = (
    readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? ''
  )
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return {
    serverUser: Number(fields[11]) / 100,
    serverSystem: Number(fields[12]) / 100,
    machine: (user + nice + system + irq + softirq + steal) / 100,
    bench: process.cpuUsage(),
  };
}

export interface CpuUse {
  /** Server CPU per request, µs, user space and kernel. */
  serverUserUs: number;
  serverSystemUs: number;
  /** Cores busy on average during the run: the server, this process (autocannon), everything else. */
  serverCores: number;
  benchCores: number;
  otherCores: number;
}

export function cpuUse(
  before: CpuSample | undefined,
  after: CpuSample | undefined,
  requests: number,
  seconds: number,
) {
  if (!before || !after) return undefined;
  const bench = (after.bench.user - before.bench.user + after.bench.system - before.bench.system) / 1e6;
  const server = after.serverUser - before.serverUser + after.serverSystem - before.serverSystem;
  return {
    serverUserUs: ((after.serverUser - before.serverUser) * 1e6) / requests,
    serverSystemUs: ((after.serverSystem - before.serverSystem) * 1e6) / requests,
    serverCores: server / seconds,
    benchCores: bench / seconds,
    otherCores: Math.max(0, after.machine - before.machine - server - bench) / seconds,
  } satisfies CpuUse;
}
