import { describe, expect, it } from 'vitest';
import type { QueueRow } from './queries.ts';
import { pairUp } from './pairing.ts';

const row = (
  userId: number,
  skipUserId: number | null = null,
  mode: QueueRow['mode'] = 'random',
): QueueRow => ({
  userId,
  mode,
  skipUserId,
  enqueuedAt: new Date(userId),
});
const ids = (pairs: [QueueRow, QueueRow][]) => pairs.map(([a, b]) => [a.userId, b.userId]);

describe('pairUp', () => {
  it('pairs the oldest with the next oldest', () => {
    expect(ids(pairUp([row(1), row(2), row(3), row(4), row(5)]))).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('never pairs two who just left each other with Next, whichever side skipped', () => {
    expect(ids(pairUp([row(1, 2), row(2), row(3)]))).toEqual([[1, 3]]);
    expect(ids(pairUp([row(1), row(2, 1), row(3)]))).toEqual([[1, 3]]);
    expect(ids(pairUp([row(1, 2), row(2, 1)]))).toEqual([]);
  });

  it('pairs only within a mode', () => {
    expect(ids(pairUp([row(1), row(2, null, 'faceToFace'), row(3)]))).toEqual([[1, 3]]);
  });
});
