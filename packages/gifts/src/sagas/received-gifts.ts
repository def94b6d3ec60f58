import { giftReceivedSchema, type GiftSent } from '@aura/contracts';
import type { GiftsDependencies } from './dependencies.ts';

/** Gifts received on the socket, taken one at a time (`next`), in order; `close` stops listening. */
export interface ReceivedGifts {
  next(): Promise<GiftSent>;
  close(): void;
}

/**
 * A queue of the socket's `giftReceived` messages. Not redux-saga's `eventChannel`: importing `redux-saga` from the
 * gifts' chunk split it out of the app's first-load script into one more (docs/performance.md).
 */
export function receivedGifts(realtime: GiftsDependencies['realtime'], capacity = 8): ReceivedGifts {
  const queued: GiftSent[] = [];
  let waiting: ((sent: GiftSent) => void) | undefined;
  const stop = realtime.on('message', (message) => {
    const parsed = giftReceivedSchema.safeParse(message);
    if (!parsed.success) return;
    if (waiting) {
      const resolve = waiting;
      waiting = undefined;
      resolve(parsed.data.sent);
    } else if (queued.length < capacity) queued.push(parsed.data.sent);
  });
  return {
    next: () => {
      const first = queued.shift();
      return first ? Promise.resolve(first) : new Promise((resolve) => (waiting = resolve));
    },
    close: stop,
  };
}
