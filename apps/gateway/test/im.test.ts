// Messages over real HTTP and the realtime channel (docs/messages.md): a client message id stores one message
// however often and however concurrently it is sent; seqs have no gap; a socket that was away catches up by seq
// with nothing lost or doubled; the say-hi inbox, its daily limit and the lock until a reply; read markers.
import {
  BUSINESS_CODES,
  CHAT_RELATIONS,
  IM_LIMITS,
  PROFILE_LIMITS,
  SAY_HI_GROUP_ID,
  USER_STATUS,
  imServerMessageSchema,
  type ChatMessage,
} from '@aura/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxTranslator, TranslationUnavailable, type Translator } from '../src/providers/translation.ts';
import { translate as translateMessage } from '../src/modules/im/translation.ts';
import type { SignedInUser } from './account-kit.ts';
import { CallBed, act, launch, type CallAnswer } from './call-kit.ts';
import { FsStorage } from '../src/modules/media/storage.ts';
import { befriend, chats, friendAction, history, markRead, newClientId, send, sendImage } from './im-kit.ts';

let bed: CallBed;
beforeAll(async () => {
  bed = await CallBed.open();
});
afterAll(() => bed.close());

const DAY_MS = 86_400_000;

describe('a message id', () => {
  it('sent 20 times at once stores one message, and every answer is that message', async () => {
    const [a, b] = [await bed.caller(0), await bed.caller(0)];
    await befriend(a, b);
    const clientId = newClientId();
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(a, b.userId, 'once', clientId)));
    expect(answers.map((answer) => answer.body.code)).toEqual(Array(20).fill(200));
    expect(answers.filter((answer) => !answer.body.data.duplicate)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.body.data.message.seq))).toEqual(new Set([1]));
    expect((await history(b, a.userId)).body.data.messages.map((message) => message.text)).toEqual(['once']);
    const other = await send(a, b.userId, 'not once', clientId);
    expect(other.body.code).toBe(BUSINESS_CODES.messageIdConflict);
  });

  it('sent 20 times at once to a stranger uses one say-hi and is that message every time, never “locked”', async () => {
    // The send reads the id in a snapshot older than the conversation's lock; those that waited on the lock must
    // read it again, or the first one's message would lock the chat for them.
    const [a, b] = [await bed.caller(0), await bed.caller(0)];
    const clientId = newClientId();
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(a, b.userId, 'hi', clientId)));
    expect(answers.map((answer) => answer.body.code)).toEqual(Array(20).fill(200));
    expect(answers.filter((answer) => !answer.body.data.duplicate)).toHaveLength(1);
    expect((await chats(a)).body.data.sayHiLeft).toBe(IM_LIMITS.freeSayHiPerDay - 1);
    expect((await send(a, b.userId, 'again')).body.code).toBe(BUSINESS_CODES.chatLocked);
  });

  it('to nobody is userNotFound, and to oneself friendSelf', async () => {
    const a = await bed.caller(0);
    expect((await send(a, 987_654_321, 'hello?')).body.code).toBe(BUSINESS_CODES.userNotFound);
    expect((await send(a, a.userId, 'me')).body.code).toBe(BUSINESS_CODES.friendSelf);
  });
});

describe('delivery', () => {
  it('reaches both sides’ sockets; a socket away catches up by seq, in order, without a gap or a double', async () => {
    const [a, b] = [await bed.caller(0), await bed.caller(0)];
    await befriend(a, b);
    const [socketA, socketB] = [await bed.socket(a), await bed.socket(b)];
    const first = await send(a, b.userId, 'm1');
    const live = await socketB.next({ type: 'imMessage' });
    expect(live).toMatchObject({ friendId: String(a.userId), message: first.body.data.message });
    expect(imServerMessageSchema.safeParse(live).success).toBe(true);
    await socketA.next({ type: 'imMessage' });
    let known = (live.message as ChatMessage).seq;
    await socketB.close();

    // B is away: both sides write, concurrently.
    await Promise.all([
      ...['m2', 'm3', 'm4'].map((text) => send(a, b.userId, text)),
      ...['r1', 'r2'].map((text) => send(b, a.userId, text)),
    ]);
    const back = await bed.socket(b);
    const missed = await history(b, a.userId, { afterSeq: String(known) });
    expect(missed.body.data.messages.map((message) => message.seq)).toEqual([2, 3, 4, 5, 6]);
    expect(missed.body.data.messages.map((message) => message.text).sort()).toEqual(
      ['m2', 'm3', 'm4', 'r1', 'r2'].sort(),
    );
    known = missed.body.data.lastSeq;
    expect(known).toBe(6);
    await send(a, b.userId, 'm5');
    expect(((await back.next({ type: 'imMessage' })).message as ChatMessage).seq).toBe(known + 1);
    await Promise.all([back.close(), socketA.close()]);
  });
});

describe('read markers', () => {
  it('count what is unread per chat and in all, and tell the sender', async () => {
    const [a, b] = [await bed.caller(0), await bed.caller(0)];
    await befriend(a, b);
    for (const text of ['1', '2', '3']) await send(a, b.userId, text);
    const list = await chats(b);
    expect(list.body.data.unread).toBe(3);
    expect(list.body.data.chats[0]).toMatchObject({ friendId: String(a.userId), noReadCount: 3, lastSeq: 3 });
    expect(((await b.client.get('/api/im/unread')) as { body: { data: unknown } }).body.data).toEqual({
      unread: 3,
    });
    const socketA = await bed.socket(a);
    expect((await markRead(b, a.userId, 2)).body.data).toEqual({ readSeq: 2, unread: 1 });
    const receipt = await socketA.next({ type: 'imRead', friendId: String(b.userId), seq: 2 });
    expect(imServerMessageSchema.parse(receipt)).toMatchObject({ readerId: String(b.userId) });
    expect((await markRead(b, a.userId, 1)).body.data).toEqual({ readSeq: 2, unread: 1 });
    expect((await markRead(b, a.userId, 99)).body.data).toEqual({ readSeq: 3, unread: 0 });
    expect((await history(a, b.userId)).body.data.peerReadSeq).toBe(3);
    await socketA.close();
  });

  it('taken 20 at once end at the largest, never go back, and tell each move once with the seq it stored', async () => {
    // A receipt is one conditional UPDATE (docs/messages.md "Receipts"): its row lock orders concurrent receipts,
    // and its notices go with the move when it commits. Delivery receipts run alongside: reading implies delivery.
    const [a, b] = [await bed.caller(0), await bed.caller(0)];
    await befriend(a, b);
    for (let i = 1; i <= 20; i += 1) await send(a, b.userId, String(i));
    const [socketA, socketB] = [await bed.socket(a), await bed.socket(b)];
    const reads = [...Array.from({ length: 19 }, (_, i) => i + 2), 25].sort(() => Math.random() - 0.5);
    const answers = Promise.all(reads.map((seq) => markRead(b, a.userId, seq)));
    const deliveries = Promise.all(
      [1, 3, 5, 7, 9, 11, 13, 15, 17, 19].map((seq) =>
        b.client.post('/api/im/delivered', { friendId: String(a.userId), seq }),
      ),
    );
    // Each seq told is stored by then (told at the commit of its move), and larger than any told before.
    const told: number[] = [];
    while (told.at(-1) !== 20) {
      const seq = Number((await socketA.next({ type: 'imRead', friendId: String(b.userId) })).seq);
      expect(seq).toBeGreaterThan(told.at(-1) ?? 0);
      expect((await history(a, b.userId)).body.data.peerReadSeq).toBeGreaterThanOrEqual(seq);
      told.push(seq);
    }
    const answered = (await answers).map((answer) => answer.body.data);
    await deliveries;
    // Every answer is a marker that was stored, and every marker stored was told, once, to both sides.
    expect(answered.every(({ readSeq, unread }) => unread === 20 - readSeq)).toBe(true);
    expect([...new Set(answered.map((answer) => answer.readSeq))].sort((x, y) => x - y)).toEqual(told);
    await send(a, b.userId, 'after');
    await socketB.next({ type: 'imMessage' });
    const toB = socketB.received.filter((message) => message.type === 'imRead').map((message) => message.seq);
    expect(toB).toEqual(told);
    await socketA.next({ type: 'imMessage' });
    const toA = socketA.received.filter(
      (message) => message.type === 'imRead' || message.type === 'imDelivered',
    );
    expect(toA.filter((message) => message.type === 'imRead').map((message) => message.seq)).toEqual(told);
    // In the order they committed, a delivery told is always past what was read and delivered before it.
    let held = 0;
    for (const { seq } of toA) {
      expect(seq).toBeGreaterThan(held);
      held = Number(seq);
    }
    expect((await history(a, b.userId)).body.data).toMatchObject({ peerReadSeq: 20, peerDeliveredSeq: 20 });
    await Promise.all([socketA.close(), socketB.close()]);
  });
});

describe('delivery receipts and typing', () => {
  it('tell the sender what the other device received, never backwards, and typing only between who may write', async () => {
    const [a, b, stranger] = [await bed.caller(0), await bed.caller(0), await bed.caller(0)];
    await befriend(a, b);
    for (const text of ['1', '2', '3']) await send(a, b.userId, text);
    const socketA = await bed.socket(a);
    const delivered = (seq: number) =>
      b.client.post('/api/im/delivered', { friendId: String(a.userId), seq }) as Promise<{
        body: { code: number; data: { deliveredSeq: number } };
      }>;
    expect((await delivered(2)).body.data).toEqual({ deliveredSeq: 2 });
    const receipt = await socketA.next({ type: 'imDelivered', friendId: String(b.userId) });
    expect(imServerMessageSchema.parse(receipt)).toMatchObject({ readerId: String(b.userId), seq: 2 });
    expect((await delivered(1)).body.data).toEqual({ deliveredSeq: 2 });
    expect((await delivered(99)).body.data).toEqual({ deliveredSeq: 3 });
    expect((await history(a, b.userId)).body.data).toMatchObject({ peerDeliveredSeq: 3, peerReadSeq: 0 });
    // Reading implies delivery.
    await send(a, b.userId, '4');
    await markRead(b, a.userId, 4);
    expect((await history(a, b.userId)).body.data).toMatchObject({ peerDeliveredSeq: 4, peerReadSeq: 4 });

    const typing = (from: typeof a, to: number, value: boolean) =>
      from.client.post('/api/im/typing', { friendId: String(to), typing: value }) as Promise<{
        body: { code: number };
      }>;
    // A stranger with no conversation is answered alike and nobody hears of it; a friend is heard.
    expect((await typing(stranger, a.userId, true)).body.code).toBe(200);
    expect((await typing(b, a.userId, true)).body.code).toBe(200);
    const heard = await socketA.next({ type: 'imTyping' });
    expect(imServerMessageSchema.parse(heard)).toEqual({
      type: 'imTyping',
      friendId: String(b.userId),
      typing: true,
    });
    await socketA.close();
  });
});

describe('say hi', () => {
  it('lands in the say-hi group placed first; the chat is locked until the reply', async () => {
    const [host, friend, stranger] = [
      await bed.caller(0, 'Hana'),
      await bed.caller(0, 'Femi'),
      await bed.caller(0, 'Sven'),
    ];
    await befriend(host, friend);
    await send(stranger, host.userId, 'hi there');
    await send(friend, host.userId, 'later message');
    const list = (await chats(host)).body.data;
    expect(list.chats.map((chat) => chat.friendId)).toEqual([SAY_HI_GROUP_ID, String(friend.userId)]);
    expect(list.chats[0]).toMatchObject({ relation: CHAT_RELATIONS.sayHi, noReadCount: 1 });
    expect(list.chats[0]!.userList!.map((chat) => [chat.friendId, chat.userName])).toEqual([
      [String(stranger.userId), 'Sven'],
    ]);
    expect(list.chats[1]).toMatchObject({
      relation: CHAT_RELATIONS.friend,
      userName: 'Femi',
      noReadCount: 1,
    });
    expect(list.unread).toBe(2);
    // The stranger's say-hi is theirs to count, not the host's.
    expect((await chats(stranger)).body.data.sayHiLeft).toBe(IM_LIMITS.freeSayHiPerDay - 1);
    expect(list.sayHiLeft).toBe(IM_LIMITS.freeSayHiPerDay);

    expect((await send(stranger, host.userId, 'hello?')).body.code).toBe(BUSINESS_CODES.chatLocked);
    expect((await history(stranger, host.userId)).body.data.locked).toBe(true);
    expect((await send(host, stranger.userId, 'hello')).body.code).toBe(200);
    expect((await send(stranger, host.userId, 'great')).body.code).toBe(200);
    const after = (await chats(host)).body.data.chats.map((chat) => [chat.friendId, chat.relation]);
    expect(after).toEqual([
      [String(stranger.userId), CHAT_RELATIONS.stranger],
      [String(friend.userId), CHAT_RELATIONS.friend],
    ]);
  });

  it('starts a few conversations with strangers a day, then says the limit is reached until tomorrow', async () => {
    const writer = await bed.caller(0);
    const strangers = [];
    for (let i = 0; i <= IM_LIMITS.freeSayHiPerDay; i += 1) strangers.push(await bed.caller(0));
    for (const stranger of strangers.slice(0, -1)) {
      expect((await send(writer, stranger.userId, 'hi')).body.code).toBe(200);
    }
    expect((await chats(writer)).body.data.sayHiLeft).toBe(0);
    const last = strangers.at(-1)!;
    expect((await send(writer, last.userId, 'hi')).body.code).toBe(BUSINESS_CODES.sayHiLimitReached);
    await bed.advance(DAY_MS);
    expect((await send(writer, last.userId, 'hi')).body.code).toBe(200);
  });
});

describe('call records', () => {
  it('write each ended call between friends into their chat once, live, and none for a stranger’s call', async () => {
    const [caller, stranger] = [await bed.caller(500), await bed.caller(500)];
    const callee = await bed.host(10, 5);
    await bed.gateway.services.friends.befriend(caller.userId, callee.userId);
    const socket = await bed.socket(callee);
    const launched = await launch(caller, callee.userId, 'audio');
    const { roomNum, callId } = launched.body.data.call;
    expect((await act(callee, 'answer', roomNum)).body.code).toBe(200);
    await bed.advance(75_000);
    expect((await act(caller, 'hangup', roomNum)).body.code).toBe(200);
    const live = imServerMessageSchema.parse(await socket.next({ type: 'imMessage' }));
    const call = {
      callId,
      media: 'audio',
      durationSec: 75,
      callerOutcome: 'hungUp',
      calleeOutcome: 'hungUp',
    };
    expect(live).toMatchObject({ friendId: String(caller.userId), message: { seq: 1, kind: 'call', call } });

    const unanswered = await launch(caller, callee.userId, 'video');
    expect((await act(caller, 'cancel', unanswered.body.data.call.roomNum)).body.code).toBe(200);
    const seen = (await history(callee, caller.userId)).body.data.messages;
    expect(
      seen.map((message) => [message.senderId, message.call?.callerOutcome, message.call?.calleeOutcome]),
    ).toEqual([
      [String(caller.userId), 'hungUp', 'hungUp'],
      [String(caller.userId), 'cancelledByCaller', 'missed'],
    ]);
    const [entry] = (await chats(callee)).body.data.chats;
    expect(entry).toMatchObject({
      friendId: String(caller.userId),
      previewKind: 'call',
      noReadCount: 2,
      lastSeq: 2,
    });

    // The same end told again (another instance, a retry) stores nothing.
    const { im, database } = bed.gateway.services;
    await database.db.transaction((tx) =>
      im.callEndedIn(tx, {
        callId: Number(callId),
        callerId: caller.userId,
        calleeId: callee.userId,
        media: 'audio',
        durationSec: 75,
        callerOutcome: 'hungUp',
        calleeOutcome: 'hungUp',
        endedAt: bed.clock.now(),
      }),
    );
    expect((await history(caller, callee.userId)).body.data.lastSeq).toBe(2);

    const strangerCall = await launch(stranger, callee.userId, 'audio');
    expect((await act(stranger, 'cancel', strangerCall.body.data.call.roomNum)).body.code).toBe(200);
    expect((await chats(stranger)).body.data.chats).toEqual([]);
    await socket.close();
  });

  it('are nobody’s written message: a say-hi chat stays locked, no say-hi is used; none across a block', async () => {
    const [writer, host, blocked] = [await bed.caller(0), await bed.caller(0), await bed.caller(0)];
    const { im, database, friends } = bed.gateway.services;
    const record = (callerId: number, calleeId: number, callId: number) =>
      database.db.transaction((tx) =>
        im.callEndedIn(tx, {
          callId,
          callerId,
          calleeId,
          media: 'audio',
          durationSec: 0,
          callerOutcome: 'cancelledByCaller',
          calleeOutcome: 'missed',
          endedAt: bed.clock.now(),
        }),
      );
    expect((await send(writer, host.userId, 'hi')).body.code).toBe(200);
    await record(host.userId, writer.userId, 9_000_001);
    await record(writer.userId, host.userId, 9_000_002);
    const { messages } = (await history(writer, host.userId)).body.data;
    expect(messages.map((message) => [message.seq, message.kind])).toEqual([
      [1, 'text'],
      [2, 'call'],
      [3, 'call'],
    ]);
    expect((await send(writer, host.userId, 'hello?')).body.code).toBe(BUSINESS_CODES.chatLocked);
    expect((await chats(writer)).body.data.sayHiLeft).toBe(IM_LIMITS.freeSayHiPerDay - 1);

    // A gift sent from the chat opens one, but not across a block: not even an empty conversation is left.
    await friends.block(blocked.userId, writer.userId);
    const gift = { giftId: 'rose', name: 'Rose', icon: 'rose.png' };
    await database.db.transaction((tx) =>
      im.giftSentIn(tx, {
        sendId: newClientId(),
        senderId: writer.userId,
        receiverId: blocked.userId,
        gift,
        context: 'chat',
        sentAt: bed.clock.now(),
      }),
    );
    expect(await im.talked(writer.userId, blocked.userId)).toBe(false);
  });
});

describe('images', () => {
  it('go only after a reply, judged by their bytes, re-encoded without metadata, for the two alone', async () => {
    const [a, b] = [await bed.caller(0), await bed.caller(0)];
    await befriend(a, b);
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c8553d' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SpyCam' } })
      .toBuffer();
    const clientId = newClientId();
    expect((await sendImage(a, b.userId, photo, clientId)).body.code).toBe(BUSINESS_CODES.imageBeforeReply);
    await send(b, a.userId, 'hi');
    const socket = await bed.socket(b);
    const sent = await sendImage(a, b.userId, photo, clientId);
    expect(sent.body.code).toBe(200);
    const { message } = sent.body.data;
    expect(message).toMatchObject({ kind: 'image', text: '', image: { width: 64, height: 48 } });
    // The image's own news: the reply's, committed before the socket opened, may reach it late on PostgreSQL.
    const told = await socket.next(
      (event) => event.type === 'imMessage' && (event.message as { seq?: number }).seq === message.seq,
    );
    expect(imServerMessageSchema.parse(told)).toMatchObject({ message });
    const again = await sendImage(a, b.userId, photo, clientId);
    expect(again.body.data).toMatchObject({ duplicate: true, message: { seq: message.seq } });

    const [seen] = (await history(b, a.userId, { afterSeq: '1' })).body.data.messages;
    for (const url of [seen!.image!.url, seen!.image!.thumbUrl]) {
      const served = await fetch(`${bed.url}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).exif).toBeUndefined();
      expect((await fetch(`${bed.url}${url.split('?')[0]}`)).status).toBe(404);
    }
    const text = Buffer.from('not a picture at all, only words');
    expect((await sendImage(a, b.userId, text)).body.code).toBe(BUSINESS_CODES.imageFormatUnsupported);
    const huge = Buffer.alloc(PROFILE_LIMITS.maxImageBytes + 1, 1);
    expect((await sendImage(a, b.userId, huge)).body.code).toBe(BUSINESS_CODES.imageTooLarge);
    expect((await chats(b)).body.data.chats[0]).toMatchObject({ previewKind: 'image', lastSeq: 2 });
    await socket.close();
  });
  it('go from the storage with a removal’s wipe, after its commit or by the sweep after a crash', async () => {
    const storage = new FsStorage(bed.gateway.config.storageDir);
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3d8bc8' } })
      .png()
      .toBuffer();
    /** Two friends with a photo between them: the photo's id and whether its file is stored. */
    const pairWithPhoto = async () => {
      const [a, b] = [await bed.caller(0), await bed.caller(0)];
      await befriend(a, b);
      await send(b, a.userId, 'hi');
      const sent = await sendImage(a, b.userId, photo);
      const id = /\/([0-9a-f-]{36})\//.exec(sent.body.data.message.image!.url)![1]!;
      const stored = async () => (await storage.get(`media/${id}/full.webp`)) !== undefined;
      expect(await stored()).toBe(true);
      return { a, b, stored };
    };

    const removed = await pairWithPhoto();
    expect((await friendAction(removed.a, 'remove', { friendId: String(removed.b.userId) })).body.code).toBe(
      200,
    );
    expect(await removed.stored()).toBe(false);

    // A crash between the commit and the deletion: the wipe committed, its after-commit step never ran.
    const crashed = await pairWithPhoto();
    const { database, im, chatPhotoSweep } = bed.gateway.services;
    await database.db.transaction((tx) => im.wipe(tx, crashed.a.userId, crashed.b.userId));
    expect(await crashed.stored()).toBe(true);
    await chatPhotoSweep.pass();
    expect(await crashed.stored()).toBe(false);
  });
});

describe('translation', () => {
  const translate = (user: SignedInUser, friendId: number, seq: number, to = 'en') =>
    user.client.post('/api/im/translate', { friendId: String(friendId), seq, to }) as Promise<
      CallAnswer<{ text: string; provider: string; charged: number; translationsLeft: number | null }>
    >;

  it('is paid per use on a key naming the message, free again, limited per day until the next', async () => {
    const [a, b] = [await bed.caller(100), await bed.caller(0)];
    await befriend(a, b);
    for (let i = 0; i <= IM_LIMITS.translationsPerDay; i += 1) await send(b, a.userId, `merhaba ${i}`);
    const coins = await bed.coins(a.userId);
    const first = await translate(a, b.userId, 1);
    expect(first.body.data).toEqual({
      text: '[sandbox translation] (en) merhaba 0',
      provider: 'sandbox',
      charged: IM_LIMITS.translationPrice,
      translationsLeft: IM_LIMITS.translationsPerDay - 1,
    });
    expect((await translate(a, b.userId, 1)).body.data).toMatchObject({ charged: 0 });
    expect(await bed.coins(a.userId)).toBe(coins - IM_LIMITS.translationPrice);
    const pair = [a.userId, b.userId].sort((x, y) => x - y).join('-');
    expect(await bed.keyCount(`translation:${a.userId}:${pair}:1:en`)).toBe(1);

    for (let seq = 2; seq <= IM_LIMITS.translationsPerDay; seq += 1) {
      expect((await translate(a, b.userId, seq)).body.code).toBe(200);
    }
    const over = await translate(a, b.userId, IM_LIMITS.translationsPerDay + 1);
    expect(over.body).toMatchObject({
      code: BUSINESS_CODES.translationLimitReached,
      message: 'Daily translation limit reached (until a coin pack is bought).',
    });
    expect((await translate(a, b.userId, 1, 'tr')).body.code).toBe(BUSINESS_CODES.translationLimitReached);
    await bed.advance(DAY_MS);
    expect((await translate(a, b.userId, IM_LIMITS.translationsPerDay + 1)).body.code).toBe(200);
    const stranger = await bed.caller(100);
    expect((await translate(stranger, b.userId, 1)).body.code).toBe(BUSINESS_CODES.messageNotFound);
    expect((await translate(a, b.userId, 999)).body.code).toBe(BUSINESS_CODES.messageNotFound);
  });

  it('has no daily limit for a VIP, and charges nothing when the provider fails', async () => {
    const [a, b] = [await bed.caller(100), await bed.caller(0)];
    await befriend(a, b);
    await send(b, a.userId, 'bonjour');
    const { database } = bed.gateway.services;
    const deps = (vip: boolean, translator: Translator) => ({
      db: database.db,
      translator,
      ledger: bed.ledger,
      vip: async () => vip,
      now: () => bed.clock.now(),
      limits: { price: 3, perDay: 0 },
    });
    const sandbox = new SandboxTranslator();
    await expect(translateMessage(deps(false, sandbox), a.userId, b.userId, 1, 'en')).rejects.toMatchObject({
      code: BUSINESS_CODES.translationLimitReached,
    });
    const down: Translator = {
      translate: () => Promise.reject(new TranslationUnavailable('DeepL answered 503')),
    };
    const coins = await bed.coins(a.userId);
    await expect(translateMessage(deps(true, down), a.userId, b.userId, 1, 'en')).rejects.toMatchObject({
      code: BUSINESS_CODES.translationUnavailable,
    });
    expect(await bed.coins(a.userId)).toBe(coins);
    const vip = await translateMessage(deps(true, sandbox), a.userId, b.userId, 1, 'en');
    expect(vip).toMatchObject({ charged: 3, translationsLeft: null });
    expect(await bed.coins(a.userId)).toBe(coins - 3);
  });

  it("lets exactly one of ten concurrent asks of different messages take the day's last translation", async () => {
    const [a, b] = [await bed.caller(100), await bed.caller(0)];
    await befriend(a, b);
    for (let i = 0; i < 10; i += 1) await send(b, a.userId, `hola ${i}`);
    const deps = {
      db: bed.gateway.services.database.db,
      translator: new SandboxTranslator(),
      ledger: bed.ledger,
      vip: async () => false,
      now: () => bed.clock.now(),
      limits: { price: 3, perDay: 1 },
    };
    const coins = await bed.coins(a.userId);
    const asks = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => translateMessage(deps, a.userId, b.userId, i + 1, 'en')),
    );
    expect(asks.filter((ask) => ask.status === 'fulfilled')).toHaveLength(1);
    for (const ask of asks.filter((ask) => ask.status === 'rejected'))
      expect(ask.reason).toMatchObject({ code: BUSINESS_CODES.translationLimitReached });
    expect(await bed.coins(a.userId)).toBe(coins - 3);
  });
});

describe('online reminders', () => {
  type Reminded = { online: boolean; waiting: boolean; remindersLeft: number };
  const remind = (user: SignedInUser, friendId: number) =>
    user.client.post('/api/im/remind', { friendId: String(friendId) }) as Promise<CallAnswer<Reminded>>;
  const waiting = async (user: SignedInUser) =>
    (
      (await user.client.get('/api/im/reminders')) as CallAnswer<{
        friendIds: string[];
        remindersLeft: number;
      }>
    ).body.data;

  it('tell the user once, live, when the friend comes online; only for a friend who is not online', async () => {
    const a = await bed.caller(0);
    const b = await bed.signIn('Offline friend');
    await befriend(a, b);
    const perDay = IM_LIMITS.onlineRemindersPerDay;
    expect((await remind(a, b.userId)).body.data).toEqual({
      online: false,
      waiting: true,
      remindersLeft: perDay - 1,
    });
    // Asking again while one waits uses nothing.
    expect((await remind(a, b.userId)).body.data).toMatchObject({ waiting: true, remindersLeft: perDay - 1 });
    expect(await waiting(a)).toEqual({ friendIds: [String(b.userId)], remindersLeft: perDay - 1 });

    const socketA = await bed.socket(a);
    await bed.gateway.services.presence.heartbeat(b.userId);
    const told = await socketA.next({ type: 'imOnline' });
    expect(imServerMessageSchema.parse(told)).toEqual({ type: 'imOnline', friendId: String(b.userId) });
    expect(await waiting(a)).toEqual({ friendIds: [], remindersLeft: perDay - 1 });
    // Told once: another instance hearing the same change finds nothing left to tell.
    expect(await bed.gateway.services.im.presenceChanged(b.userId, USER_STATUS.online)).toBe(0);

    // Online now: nothing waits and nothing is used.
    expect((await remind(a, b.userId)).body.data).toEqual({
      online: true,
      waiting: false,
      remindersLeft: perDay - 1,
    });
    const stranger = await bed.caller(0);
    expect((await remind(a, stranger.userId)).body.code).toBe(BUSINESS_CODES.notFriends);
    expect((await remind(a, a.userId)).body.code).toBe(BUSINESS_CODES.friendSelf);
    await socketA.close();
  });

  it('stop at the day’s limit with the spec’s words: 50 concurrent asks at it get exactly what is left', async () => {
    const { users, friends } = bed.gateway.services;
    const a = await bed.caller(0);
    const perDay = IM_LIMITS.onlineRemindersPerDay;
    const left = 3;
    const others = [];
    for (let i = 0; i < perDay - left + 50; i += 1) {
      const other = await users.create({ nickname: `friend ${i}` });
      await friends.befriend(a.userId, other.id);
      others.push(other.id);
    }
    for (const id of others.slice(0, perDay - left)) expect((await remind(a, id)).body.code).toBe(200);
    const answers = await Promise.all(others.slice(perDay - left).map((id) => remind(a, id)));
    expect(answers.filter((answer) => answer.body.code === 200)).toHaveLength(left);
    const refused = answers.filter((answer) => answer.body.code !== 200);
    expect(refused).toHaveLength(50 - left);
    for (const answer of refused) {
      expect(answer.body).toMatchObject({
        code: BUSINESS_CODES.onlineReminderLimitReached,
        message: 'You have reached the limit of online reminders.',
      });
    }
    expect(await waiting(a)).toMatchObject({ remindersLeft: 0 });
    expect((await waiting(a)).friendIds).toHaveLength(perDay);
    // 0:00 UTC on the gateway's clock: a new day's reminders.
    await bed.advance(DAY_MS);
    expect((await remind(a, others.at(-1)!)).body.data).toMatchObject({ remindersLeft: perDay - 1 });
  });
});
