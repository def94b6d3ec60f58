import { describe, expect, it } from 'vitest';
import { FakeRealtime, ROOM } from '../testing/fakes.ts';
import { realtimeSignalling } from './realtime-signalling.ts';
import type { SignalMessage } from './signalling-port.ts';

describe('realtimeSignalling', () => {
  it('relays a room’s signals both ways and no other room’s', () => {
    const realtime = new FakeRealtime();
    const signalling = realtimeSignalling(realtime);
    const received: SignalMessage[] = [];
    signalling.subscribe(ROOM, (message) => received.push(message));
    signalling.send(ROOM, { kind: 'ready' });
    realtime.push({
      type: 'rtcSignal',
      roomNum: ROOM,
      from: '100002',
      signal: { kind: 'offer', sdp: 'v=0' },
    });
    realtime.push({ type: 'rtcSignal', roomNum: 'another', from: '100002', signal: { kind: 'ready' } });
    expect(realtime.sent).toEqual([{ type: 'rtcSignal', roomNum: ROOM, signal: { kind: 'ready' } }]);
    expect(received).toEqual([{ kind: 'description', description: { type: 'offer', sdp: 'v=0' } }]);
  });

  it('carries which offer an answer answers, both ways', () => {
    const realtime = new FakeRealtime();
    const signalling = realtimeSignalling(realtime);
    const received: SignalMessage[] = [];
    signalling.subscribe(ROOM, (message) => received.push(message));
    const origin = 'o=- 4611 2 IN IP4 127.0.0.1';
    signalling.send(ROOM, {
      kind: 'description',
      description: { type: 'answer', sdp: 'v=0' },
      answers: origin,
    });
    realtime.push({
      type: 'rtcSignal',
      roomNum: ROOM,
      from: '100002',
      signal: { kind: 'answer', sdp: 'v=1', answers: origin },
    });
    expect(realtime.sent).toEqual([
      { type: 'rtcSignal', roomNum: ROOM, signal: { kind: 'answer', sdp: 'v=0', answers: origin } },
    ]);
    expect(received).toEqual([
      { kind: 'description', description: { type: 'answer', sdp: 'v=1' }, answers: origin },
    ]);
  });

  it('tells its reconnect listeners each time the socket opens again, until they unsubscribe', () => {
    const realtime = new FakeRealtime();
    let reconnects = 0;
    const off = realtimeSignalling(realtime).onReconnect!(() => (reconnects += 1));
    realtime.reopen();
    realtime.reopen();
    off();
    realtime.reopen();
    expect(reconnects).toBe(2);
  });
});
