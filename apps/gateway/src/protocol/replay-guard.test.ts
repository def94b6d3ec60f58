import { randomBytes } from 'node:crypto';
import { PROTOCOL } from '@aura/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryReplayGuard } from './replay-guard.ts';

const WINDOW = PROTOCOL.timestampWindowMs;
const newSign = () => randomBytes(32).toString('hex').toUpperCase();

describe('MemoryReplayGuard', () => {
  let clock = 1_795_226_400_123;
  const guards: MemoryReplayGuard[] = [];
  const guard = () => {
    const made = new MemoryReplayGuard(() => clock);
    guards.push(made);
    return made;
  };
  afterEach(() => guards.splice(0).forEach((made) => made.close()));

  it('accepts a sign once, and refuses it for the rest of its window', async () => {
    const replays = guard();
    const sign = newSign();
    const timestamp = clock;
    expect(await replays.firstUse(sign, timestamp + WINDOW)).toBe(true);
    expect(await replays.firstUse(sign, timestamp + WINDOW)).toBe(false);
    clock = timestamp + WINDOW - 1;
    expect(await replays.firstUse(sign, timestamp + WINDOW)).toBe(false);
    expect(await replays.firstUse(newSign(), timestamp + WINDOW)).toBe(true);
  });

  it('refuses a sign cut out of a longer string, as the query parser hands it over', async () => {
    const replays = guard();
    const sign = newSign();
    const url = `/facade/api/user/getUserInfo?nonce=x7Kp2QmZ&sign=${sign}`;
    expect(await replays.firstUse(url.slice(url.length - sign.length), clock + WINDOW)).toBe(true);
    expect(await replays.firstUse(`${sign}`, clock + WINDOW)).toBe(false);
  });

  it('forgets signs whose window is over, and only those', async () => {
    const replays = guard();
    const early = newSign();
    const late = newSign();
    const start = clock;
    await replays.firstUse(early, start + WINDOW);
    await replays.firstUse(late, start + 2_000 + WINDOW);
    expect(replays.size).toBe(2);

    clock = start + WINDOW + 1_000;
    replays.sweep();
    expect(replays.size).toBe(1);
    // Past its window a sign is no replay any more (verifySignature refuses its timestamp before asking).
    expect(await replays.firstUse(early, start + WINDOW)).toBe(true);
    expect(await replays.firstUse(late, start + 2_000 + WINDOW)).toBe(false);

    clock = start + 2_000 + WINDOW + 1_000;
    replays.sweep();
    expect(replays.size).toBe(0);
  });

  it('remembers a sign until its window is over, whatever the second it came in', async () => {
    const replays = guard();
    const signs = Array.from({ length: 50 }, newSign);
    const start = clock;
    // Timestamps anywhere in the window either side of now, as the timestamp check lets them through.
    const expiries = signs.map((_, index) => start + WINDOW + (index - 25) * 10_007);
    for (const [index, sign] of signs.entries())
      expect(await replays.firstUse(sign, expiries[index]!)).toBe(true);
    for (let step = 0; step < 40; step += 1) {
      clock = start + step * 15_000;
      replays.sweep();
      for (const [index, sign] of signs.entries()) {
        if (expiries[index]! > clock) expect(await replays.firstUse(sign, expiries[index]!)).toBe(false);
      }
    }
  });

  it('keeps signs that are not hex as they are', async () => {
    const replays = guard();
    expect(await replays.firstUse('not-a-sign', clock + WINDOW)).toBe(true);
    expect(await replays.firstUse('not-a-sign', clock + WINDOW)).toBe(false);
    // Its bytes would decode from this hex ("not-a-sign" is no hex): no collision either way.
    expect(await replays.firstUse('6E6F742D612D7369676E', clock + WINDOW)).toBe(true);
  });
});
