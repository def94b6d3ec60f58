// Gifts over real HTTP and the realtime channel (docs/gifts.md): the receiver told live, the sender's coins live,
// and the gift's record in the two's chat.
import { BUSINESS_CODES, giftReceivedSchema, imServerMessageSchema, type GiftSent } from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from './account-kit.ts';
import { CallBed, type CallAnswer } from './call-kit.ts';
import { history, newClientId } from './im-kit.ts';

let bed: CallBed;
beforeAll(async () => {
  bed = await CallBed.open();
});
afterAll(() => bed.close());

async function sendGift(user: SignedInUser, body: Record<string, unknown>) {
  return (await user.client.post('/api/gifts/send', body)) as CallAnswer<{
    sent: GiftSent;
    balance: number;
    duplicate: boolean;
  }>;
}

describe('sending a gift', () => {
  it('tells the receiver live, moves the sender’s coins live and writes it into their chat', async () => {
    const sender = await bed.caller(100, 'Noor');
    const host = await bed.host(10, 5);
    await bed.gateway.services.friends.befriend(sender.userId, host.userId);
    const [hostSocket, senderSocket] = [await bed.socket(host), await bed.socket(sender)];
    const sendId = newClientId();
    const body = { sendId, toUserId: String(host.userId), giftId: 'rose', context: 'profile' };
    const answer = await sendGift(sender, body);
    expect(answer.body).toMatchObject({ code: 200, data: { balance: 90, duplicate: false } });

    // In the order the send's transaction issued them, delivered when it committed.
    expect(await hostSocket.next({ type: 'balanceChanged' })).toMatchObject({ currency: 'point', change: 5 });
    const received = giftReceivedSchema.parse(await hostSocket.next({ type: 'giftReceived' }));
    expect(received.sent).toMatchObject({ sendId, fromName: 'Noor', gift: { giftId: 'rose' } });
    expect(await senderSocket.next({ type: 'balanceChanged' })).toMatchObject({ balance: 90, kind: 'gift' });
    const record = imServerMessageSchema.parse(await hostSocket.next({ type: 'imMessage' }));
    expect(record).toMatchObject({ message: { kind: 'gift', clientId: sendId, gift: { giftId: 'rose' } } });

    // The send counts for the sender's daily gift task (docs/rewards.md).
    const tasks = (await sender.client.get('/wchat/activities/api/mission/reward')) as CallAnswer<{
      missions: { id: string; progress: number; completed: boolean }[];
    }>;
    expect(tasks.body.data.missions.find((mission) => mission.id === 'daily-gift')).toMatchObject({
      progress: 1,
      completed: true,
    });

    // The same send again moves nothing, writes nothing more and counts no second gift.
    expect((await sendGift(sender, body)).body.data).toMatchObject({ balance: 90, duplicate: true });
    const messages = (await history(host, sender.userId)).body.data.messages;
    expect(messages.map((message) => message.kind)).toEqual(['gift']);
    await Promise.all([hostSocket.close(), senderSocket.close()]);
  });

  it('answers too few coins with the spec’s code and moves nothing', async () => {
    const sender = await bed.caller(5);
    const host = await bed.host(10, 5);
    const answer = await sendGift(sender, {
      sendId: newClientId(),
      toUserId: String(host.userId),
      giftId: 'rose',
      context: 'call',
    });
    expect(answer.body.code).toBe(BUSINESS_CODES.insufficientCoins);
    expect(await bed.gateway.services.ledger.balance(sender.userId)).toBe(5);
  });
});
