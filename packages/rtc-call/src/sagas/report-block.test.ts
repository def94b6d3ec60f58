import { callRequested } from '@aura/hosts';
import { reportSent } from '@aura/matching';
import { describe, expect, it } from 'vitest';
import {
  callStore,
  type fakeApi,
  record,
  ROOM,
  type FakeEngine,
  type FakeRealtime,
} from '../testing/fakes.ts';
import { until } from '../testing/until.ts';

/** A connected outgoing call on the fakes. */
async function connectedCall() {
  const { store, deps } = callStore();
  const engine = deps.engine as FakeEngine;
  store.dispatch(callRequested({ hostId: '100002', kind: 'video' }));
  await until(() => store.getState().call.phase === 'outgoing');
  (deps.realtime as FakeRealtime).push({
    type: 'callState',
    call: record({ state: 'connected', outcome: 'connected', minutesBilled: 1 }),
  });
  await until(() => engine.sessions.length === 1);
  engine.last.events.emit('connectionState', 'connected');
  expect(store.getState().call.phase).toBe('connected');
  return { store, deps, engine, api: deps.api as ReturnType<typeof fakeApi> };
}

describe('a report from the call screen (issue 18)', () => {
  it('with a block, ends the call at once as a hang-up', async () => {
    const { store, engine, api } = await connectedCall();
    const callId = store.getState().call.record!.callId;
    store.dispatch(reportSent({ subject: 'call', id: callId, name: 'Ada', blocked: true }));
    await until(() => store.getState().call.phase === 'ended');
    expect(store.getState().call.ending?.outcome).toBe('hungUp');
    await until(() => api.log.includes(`hangup ${ROOM}`));
    expect(engine.last.left).toBe(true);
  });

  it('without a block, or a block from a match, leaves the call running', async () => {
    const { store, api } = await connectedCall();
    const callId = store.getState().call.record!.callId;
    store.dispatch(reportSent({ subject: 'call', id: callId, name: 'Ada', blocked: false }));
    store.dispatch(reportSent({ subject: 'match', id: '5', name: 'Ada', blocked: true }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState().call.phase).toBe('connected');
    expect(api.log.some((line) => line.startsWith('hangup'))).toBe(false);
  });
});
