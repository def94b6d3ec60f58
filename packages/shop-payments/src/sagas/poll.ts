import { signedOut } from '@aura/auth';
import type { PayOrder } from '@aura/contracts';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { ShopDependencies } from './dependencies.ts';

/** An order's states that no longer change: payRes and pagsmile stop reading there. */
export const FINAL_ORDER: ReadonlySet<PayOrder['status']> = new Set(['success', 'failure', 'cancelled']);

/** One thing a page reads from the server until it is final (payRes's order, a card setup, a voucher). */
export interface Poll<T> {
  /** One read (a `shopApi` call). */
  read: () => Promise<T>;
  /** The action that stores an answer. */
  readAction: (answer: T) => UnknownAction;
  isFinal: (answer: T) => boolean;
  /** The action for a read that failed; the reading stops. */
  failedAction: (error: unknown) => UnknownAction;
  /** The page closing: the reading stops (signing out stops it too). */
  closed: (action: unknown) => boolean;
}

/**
 * Reads `poll` every `dependencies.pollMs` (2 s) and stores each answer, until it is final, a read fails, the page
 * closes or the user signs out. Returns the final answer, or undefined when it stopped before one.
 */
export function* pollUntilFinal<T>(
  dependencies: Pick<ShopDependencies, 'effects' | 'pollMs'>,
  poll: Poll<T>,
) {
  const { call, delay, put, race, take } = dependencies.effects;
  const pollMs = dependencies.pollMs ?? 2000;

  function* reads() {
    for (;;) {
      let answer: T;
      try {
        answer = (yield call(poll.read)) as T;
      } catch (error) {
        yield put(poll.failedAction(error));
        return undefined;
      }
      yield put(poll.readAction(answer));
      if (poll.isFinal(answer)) return answer;
      yield delay(pollMs);
    }
  }

  const [final] = (yield race([call(reads), take(poll.closed), take(signedOut.match)])) as [T | undefined];
  return final;
}
