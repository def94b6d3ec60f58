import { pairKey, type QueueRow } from './queries.ts';

/** Waiting users one pairing pass takes at most: enough to pair in bulk, few enough to hold briefly. */
export const PAIRING_BATCH = 64;

/**
 * Whether two waiting users may be paired: same mode, and neither moved on from the other lately (`skips`, the
 * `pairKey`s of match_skips rows still running).
 */
export function compatible(a: QueueRow, b: QueueRow, skips: ReadonlySet<string> = new Set()): boolean {
  return a.mode === b.mode && !skips.has(pairKey(a.userId, b.userId));
}

/** Pairs a batch greedily, oldest first: each user with the oldest compatible one after them. */
export function pairUp(rows: QueueRow[], skips: ReadonlySet<string> = new Set()): [QueueRow, QueueRow][] {
  const pairs: [QueueRow, QueueRow][] = [];
  const taken = new Set<number>();
  for (let i = 0; i < rows.length; i += 1) {
    const a = rows[i]!;
    if (taken.has(a.userId)) continue;
    for (let j = i + 1; j < rows.length; j += 1) {
      const b = rows[j]!;
      if (taken.has(b.userId) || !compatible(a, b, skips)) continue;
      taken.add(a.userId).add(b.userId);
      pairs.push([a, b]);
      break;
    }
  }
  return pairs;
}
