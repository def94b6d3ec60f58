import { describe, expect, it } from 'vitest';
import { pairUp } from './pairing.ts';
import { pairKey, type QueueRow } from './queries.ts';

const row = (userId: number, mode: QueueRow['mode'] = 'random'): QueueRow => ({
  userId,
  mode,
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

  it('never pairs two one of whom moved on from the other lately, whichever side it was', () => {
    expect(ids(pairUp([row(1), row(2), row(3)], new Set([pairKey(1, 2)])))).toEqual([[1, 3]]);
    expect(ids(pairUp([row(1), row(2), row(3)], new Set([pairKey(2, 1)])))).toEqual([[1, 3]]);
    expect(ids(pairUp([row(1), row(2)], new Set([pairKey(1, 2)])))).toEqual([]);
  });

  it('pairs only within a mode', () => {
    expect(ids(pairUp([row(1), row(2, 'faceToFace'), row(3)]))).toEqual([[1, 3]]);
  });
});
