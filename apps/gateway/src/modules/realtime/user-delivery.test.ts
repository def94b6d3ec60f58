import type { ServerMessage } from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import type { PubSub } from '../../db/pubsub.ts';
import { UserDelivery } from './user-delivery.ts';

/** Delivers each publish to the subscribers at once, in order: the transport without its timing. */
class InstantPubSub implements PubSub {
  private readonly handlers = new Map<string, ((payload: string) => void)[]>();
  published: string[] = [];

  async publish(channel: string, payload: string): Promise<void> {
    this.published.push(payload);
    for (const handler of this.handlers.get(channel) ?? []) handler(payload);
  }

  async subscribe(channel: string, onMessage: (payload: string) => void) {
    this.handlers.set(channel, [...(this.handlers.get(channel) ?? []), onMessage]);
    return async () => {};
  }

  async close(): Promise<void> {}
}

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.dispose());

const ROOM = '0123456789abcdef';
const offer = (sdp: string): ServerMessage => ({
  type: 'rtcSignal',
  roomNum: ROOM,
  from: '1',
  signal: { kind: 'offer', sdp },
});
const candidate: ServerMessage = {
  type: 'rtcSignal',
  roomNum: ROOM,
  from: '1',
  signal: { kind: 'candidate', candidate: null },
};

describe('messages to a user', () => {
  it('carry a message too large for NOTIFY as a row, and keep the order they were sent in', async () => {
    const pubsub = new InstantPubSub();
    const delivery = new UserDelivery(database.db, pubsub);
    const received: ServerMessage[] = [];
    await delivery.subscribe(
      (userId) => userId === 7,
      (_userId, message) => received.push(message),
    );
    const large = offer(`v=0\r\n${'a=x\r\n'.repeat(4000)}`);
    await delivery.send(7, large);
    await delivery.send(7, candidate);
    await delivery.send(8, candidate);
    expect(pubsub.published[0]).toMatch(/"relayId"/);
    expect(pubsub.published[1]).toMatch(/"candidate"/);
    await expect.poll(() => received.length).toBe(2);
    expect(received).toEqual([large, candidate]);
  });
});
