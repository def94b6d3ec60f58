// How busy the machine was, and how much of that was this benchmark (the gateway and Chromium it started): the rest
// is other work, which makes a run's figures suspect. Linux's /proc; elsewhere nothing is sampled.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

export interface CpuSample {
  at: number;
  /** Seconds of CPU every process on the machine used so far (all cores). */
  machine: number;
  /** Seconds of CPU this process and every process below it used so far, including children that exited. */
  ours: number;
}

/** Fields of /proc/<pid>/stat after the command's closing parenthesis: [0] is field 3 (state), so field n is n − 3. */
function statFields(pid: string): string[] | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined; // Gone meanwhile.
  }
}

export function sampleCpu(): CpuSample | undefined {
  if (!existsSync('/proc/stat')) return undefined;
  // proc(5): the first line of /proc/stat holds user, nice, system, idle, iowait, irq, softirq, steal.
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = (
    readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? ''
  )
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  // Our process tree by parent pid; a process's utime, stime (fields 14, 15) and its waited-for children's cutime,
  // cstime (16, 17), so that a Chromium helper that exited meanwhile is still counted as ours.
  const children = new Map<string, string[]>();
  const cpu = new Map<string, number>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    const fields = statFields(pid);
    if (!fields) continue;
    const parent = fields[1]!;
    children.set(parent, [...(children.get(parent) ?? []), pid]);
    cpu.set(
      pid,
      [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0),
    );
  }
  let ours = 0;
  const pending = [String(process.pid)];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    ours += cpu.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return {
    at: performance.now(),
    machine: (user + nice + system + irq + softirq + steal) / TICKS,
    ours: ours / TICKS,
  };
}

/** Cores that processes other than ours kept busy on average between two samples. */
export function otherCores(before: CpuSample | undefined, after: CpuSample | undefined): number | undefined {
  if (!before || !after || after.at <= before.at) return undefined;
  const seconds = (after.at - before.at) / 1000;
  return Math.max(0, after.machine - before.machine - (after.ours - before.ours)) / seconds;
}
