import { signedOut } from '@aura/auth';
import { configureStore, createAction, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import * as effects from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { pollUntilFinal } from './poll.ts';

const read = createAction<string>('test/read');
const failed = createAction<string>('test/failed');
const closed = createAction('test/closed');

/** Runs the poll in a real saga middleware; `delay` records its wait instead of waiting (no real time). */
function start(answers: (() => Promise<string>)[]) {
  const actions: UnknownAction[] = [];
  const delays: number[] = [];
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: (state: null = null, action: UnknownAction) => (actions.push(action), state),
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagas),
  });
  let reads = 0;
  const task = sagas.run(
    pollUntilFinal<string>,
    {
      effects: {
        ...effects,
        delay: ((ms: number) => effects.call(() => void delays.push(ms))) as typeof effects.delay,
      },
    },
    {
      read: () => answers[reads++]!(),
      readAction: read,
      isFinal: (answer) => answer === 'final',
      failedAction: (error) => failed(String(error)),
      closed: closed.match,
    },
  );
  const seen = () => actions.filter((action) => read.match(action) || failed.match(action));
  return { store, task, delays, seen, reads: () => reads };
}

const never = () => new Promise<string>(() => {});

describe('pollUntilFinal', () => {
  it('stores each answer, 2 s apart, until the final one, and returns it', async () => {
    const { task, delays, seen } = start([
      async () => 'waiting',
      async () => 'waiting',
      async () => 'final',
      async () => 'never read',
    ]);
    await expect(task.toPromise()).resolves.toBe('final');
    expect(seen()).toEqual([read('waiting'), read('waiting'), read('final')]);
    expect(delays).toEqual([2000, 2000]);
  });

  it('stops at a failed read with its failure', async () => {
    const { task, seen, reads } = start([
      async () => 'waiting',
      () => Promise.reject(new Error('offline')),
      async () => 'final',
    ]);
    await expect(task.toPromise()).resolves.toBeUndefined();
    expect(seen()).toEqual([read('waiting'), failed('Error: offline')]);
    expect(reads()).toBe(2);
  });

  it.each([
    ['the page closes', closed()],
    ['the user signs out', signedOut({ reason: 'logout' })],
  ])('stops when %s', async (_, action) => {
    const { store, task, seen, reads } = start([async () => 'waiting', never]);
    await expect.poll(reads).toBe(2);
    store.dispatch(action);
    await expect(task.toPromise()).resolves.toBeUndefined();
    expect(seen()).toEqual([read('waiting')]);
  });
});
