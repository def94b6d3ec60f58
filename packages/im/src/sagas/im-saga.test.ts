// IM's sagas against a real store (im and auth slices) with fakes of the boundary (testing/saga-bed.ts).
import {
  BUSINESS_CODES,
  CHAT_RELATIONS,
  IM_LIMITS,
  SAY_HI_GROUP_ID,
  type ChatMessage,
} from '@aura/contracts';
import { GatewayCallError, NO_ANSWER_CODE } from '@aura/gateway-client';
import { describe, expect, it, vi } from 'vitest';
import type { ImApi, MessagesAnswer } from '../api.ts';
import { memoryOutbox } from '../outbox.ts';
import { startImSagas, type SagaBedOptions } from '../testing/saga-bed.ts';
import { chatClosed, chatOpened, olderRequested, retryPressed, sendPressed } from '../slice.ts';
import { imageChosen, typingChanged } from '../actions.ts';
import { ME } from '../testing/im-store.tsx';

const PEER = '100002';
const message = (seq: number, senderId = PEER): ChatMessage => ({
  seq,
  clientId: `client-${seq}-xxxx`,
  senderId,
  kind: 'text',
  text: `m${seq}`,
  sentAt: 1_000 * seq,
});

/** The server's conversation: messages by seq, answered the way GET /api/im/messages answers. */
function fakeServer(stored: ChatMessage[]) {
  const page = ({
    afterSeq,
    beforeSeq,
    limit = IM_LIMITS.pageSize,
  }: {
    afterSeq?: number;
    beforeSeq?: number;
    limit?: number;
  }): MessagesAnswer => {
    const messages =
      afterSeq !== undefined
        ? stored.filter((m) => m.seq > afterSeq).slice(0, limit)
        : stored.filter((m) => beforeSeq === undefined || m.seq < beforeSeq).slice(-limit);
    return {
      messages,
      lastSeq: stored.at(-1)?.seq ?? 0,
      readSeq: 0,
      peerReadSeq: 0,
      peerDeliveredSeq: 0,
      locked: false,
      relation: CHAT_RELATIONS.friend,
      userName: 'Noor',
    };
  };
  return {
    stored,
    api: {
      chats: vi.fn(async () => ({ chats: [], sayHiLeft: 5, unread: 0 })),
      messages: vi.fn(async (input: { afterSeq?: number }) => page(input)),
      read: vi.fn(async (_friendId: string, seq: number) => ({ readSeq: seq, unread: 0 })),
      unread: vi.fn(async () => 0),
      delivered: vi.fn(async (_friendId: string, seq: number) => ({ deliveredSeq: seq })),
      typing: vi.fn(async () => ({})),
      send: vi.fn(),
      sendImage: vi.fn(),
    } as unknown as ImApi & {
      messages: ReturnType<typeof vi.fn>;
      send: ReturnType<typeof vi.fn>;
      sendImage: ReturnType<typeof vi.fn>;
      delivered: ReturnType<typeof vi.fn>;
      typing: ReturnType<typeof vi.fn>;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(api: ImApi, options: SagaBedOptions = {}) {
  const app = startImSagas(api, options);
  return { ...app, seqs: () => app.seqs(PEER) };
}

describe('delivery in the tab', () => {
  it('catches up after a reconnect and on a gap, never doubling a message', async () => {
    const server = fakeServer([message(1)]);
    const app = start(server.api);
    app.store.dispatch(chatOpened(PEER));
    await vi.waitFor(() => expect(app.seqs()).toEqual([1]));

    // Away: 2 and 3 were stored meanwhile; the new socket catches up.
    server.stored.push(message(2), message(3, ME));
    app.reconnect();
    await vi.waitFor(() => expect(app.seqs()).toEqual([1, 2, 3]));

    // 3 again (live after the catch-up), then 5 before 4: nothing doubled, 4 fetched.
    app.push({ type: 'imMessage', friendId: PEER, message: message(3, ME) });
    server.stored.push(message(4), message(5));
    app.push({ type: 'imMessage', friendId: PEER, message: message(5) });
    await vi.waitFor(() => expect(app.seqs()).toEqual([1, 2, 3, 4, 5]));
    app.push({ type: 'imMessage', friendId: PEER, message: message(4) });
    await settle();
    expect(app.seqs()).toEqual([1, 2, 3, 4, 5]);
    // A message that fails IM's schema is not acted on.
    app.push({ type: 'imMessage', friendId: PEER, message: { seq: 6 } });
    await settle();
    expect(app.seqs()).toEqual([1, 2, 3, 4, 5]);
    app.task.cancel();
  });

  it('takes a burst of live messages that comes while it still handles the first', async () => {
    const server = fakeServer([message(1)]);
    const app = start(server.api);
    app.store.dispatch(chatOpened(PEER));
    await vi.waitFor(() => expect(app.seqs()).toEqual([1]));
    const fetched = server.api.messages.mock.calls.length;
    server.stored.push(message(2), message(3), message(4));
    for (const seq of [2, 3, 4]) app.push({ type: 'imMessage', friendId: PEER, message: message(seq) });
    await vi.waitFor(() => expect(app.seqs()).toEqual([1, 2, 3, 4]));
    // Each live, in turn: none needed a catch-up.
    expect(server.api.messages.mock.calls.length).toBe(fetched);
    app.task.cancel();
  });
});

describe('sending', () => {
  it('retries a lost answer with the same client id, then shows the stored message once', async () => {
    const server = fakeServer([]);
    const lost = new GatewayCallError({
      code: NO_ANSWER_CODE,
      message: 'offline',
      reason: 'network',
      call: 'POST',
    });
    const stored = message(1, ME);
    server.api.send
      .mockRejectedValueOnce(lost)
      .mockRejectedValueOnce(lost)
      .mockResolvedValueOnce({ message: { ...stored, clientId: 'mine-000001' }, duplicate: true });
    const app = start(server.api);
    app.store.dispatch(chatOpened(PEER));
    await vi.waitFor(() => expect(app.store.getState().im.conversations[PEER]?.loaded).toBe(true));
    app.store.dispatch(
      sendPressed({ peerId: PEER, clientId: 'mine-000001', senderId: ME, text: 'm1', sentAt: 5 }),
    );
    expect(app.store.getState().im.conversations[PEER]!.messages[0]!.status).toBe('sending');
    await vi.waitFor(() =>
      expect(app.store.getState().im.conversations[PEER]!.messages).toEqual([
        { ...stored, clientId: 'mine-000001', status: 'sent' },
      ]),
    );
    expect(server.api.send.mock.calls.map(([input]) => (input as { clientId: string }).clientId)).toEqual([
      'mine-000001',
      'mine-000001',
      'mine-000001',
    ]);
    app.task.cancel();
  });

  it('fetches what came before its own stored message when the answer tells of a gap and no push comes', async () => {
    const server = fakeServer([message(1)]);
    const app = start(server.api);
    app.store.dispatch(chatOpened(PEER));
    await vi.waitFor(() => expect(app.seqs()).toEqual([1]));
    // The peer wrote 2 and 3 (their pushes lost); ours is stored as 4, and its push is lost too.
    const mine = { ...message(4, ME), clientId: 'mine-000004' };
    server.stored.push(message(2), message(3), mine);
    server.api.send.mockResolvedValueOnce({ message: mine, duplicate: false });
    app.store.dispatch(
      sendPressed({ peerId: PEER, clientId: 'mine-000004', senderId: ME, text: 'm4', sentAt: 5 }),
    );
    await vi.waitFor(() => expect(app.seqs()).toEqual([1, 2, 3, 4]));
    expect(app.store.getState().im.conversations[PEER]!.messages.at(-1)).toEqual({ ...mine, status: 'sent' });
    app.task.cancel();
  });

  it('marks a refused message failed with the refusal, and says it', async () => {
    const server = fakeServer([]);
    server.api.send.mockRejectedValueOnce(
      new GatewayCallError({
        code: BUSINESS_CODES.notFriends,
        message: 'no',
        reason: 'server',
        call: 'POST',
      }),
    );
    const app = start(server.api);
    app.store.dispatch(chatOpened(PEER));
    await vi.waitFor(() => expect(app.store.getState().im.conversations[PEER]?.loaded).toBe(true));
    app.store.dispatch(
      sendPressed({ peerId: PEER, clientId: 'mine-000002', senderId: ME, text: 'hi', sentAt: 5 }),
    );
    await vi.waitFor(() =>
      expect(app.store.getState().im.conversations[PEER]).toMatchObject({
        notice: BUSINESS_CODES.notFriends,
        messages: [{ clientId: 'mine-000002', status: 'failed', code: BUSINESS_CODES.notFriends }],
      }),
    );
    app.task.cancel();
  });
});

describe('history', () => {
  it('opens on the latest page and loads older pages in front, once each, until the first message', async () => {
    const server = fakeServer(Array.from({ length: 250 }, (_, i) => message(i + 1)));
    const app = start(server.api);
    app.store.dispatch(chatOpened(PEER));
    await vi.waitFor(() => expect(app.seqs()?.[0]).toBe(151));
    expect(app.store.getState().im.conversations[PEER]!.hasOlder).toBe(true);
    app.store.dispatch(olderRequested(PEER));
    app.store.dispatch(olderRequested(PEER));
    await vi.waitFor(() => expect(app.seqs()?.[0]).toBe(51));
    app.store.dispatch(olderRequested(PEER));
    await vi.waitFor(() => expect(app.seqs()).toEqual(Array.from({ length: 250 }, (_, i) => i + 1)));
    expect(app.store.getState().im.conversations[PEER]).toMatchObject({
      hasOlder: false,
      loadingOlder: false,
    });
    expect(server.api.messages.mock.calls.filter(([input]) => 'beforeSeq' in input)).toHaveLength(2);
    app.task.cancel();
  });
});

describe('the chat list', () => {
  const entry = (friendId: string, lastSeq: number, relation: number = CHAT_RELATIONS.friend) => ({
    friendId,
    relation,
    headImg: '',
    userName: `user ${friendId}`,
    noReadCount: 0,
    timestamp: 1_000 * lastSeq,
    timestampUser: friendId,
    id: `${friendId}-${ME}`,
    lastSeq,
    preview: `m${lastSeq}`,
  });

  it('takes a pushed message into the listed chat without asking for the list; asks on a gap', async () => {
    const server = fakeServer([message(1)]);
    const sayHi = { ...entry(SAY_HI_GROUP_ID, 0, CHAT_RELATIONS.sayHi), userList: [entry('100009', 3)] };
    server.api.chats = vi.fn(async () => ({
      chats: [sayHi, entry('100003', 7), entry(PEER, 1)],
      sayHiLeft: 5,
      unread: 0,
    }));
    const app = start(server.api);
    app.reconnect();
    await vi.waitFor(() => expect(app.store.getState().im.chatsLoaded).toBe(true));
    const asked = vi.mocked(server.api.chats).mock.calls.length;

    const long = 'x'.repeat(100);
    app.push({ type: 'imMessage', friendId: PEER, message: { ...message(2), text: long } });
    await vi.waitFor(() => expect(server.api.delivered).toHaveBeenCalledWith(PEER, 2));
    await vi.waitFor(() => expect(app.store.getState().im.chats[1]!.friendId).toBe(PEER));
    const { chats, unread } = app.store.getState().im;
    expect(chats.map((chat) => chat.friendId)).toEqual([SAY_HI_GROUP_ID, PEER, '100003']);
    expect(chats[1]).toMatchObject({
      lastSeq: 2,
      noReadCount: 1,
      timestamp: 2_000,
      timestampUser: PEER,
      preview: `${'x'.repeat(79)}…`,
    });
    expect(unread).toBe(1);
    expect(vi.mocked(server.api.chats).mock.calls.length).toBe(asked);

    // A photo: no text preview, its kind instead.
    app.push({ type: 'imMessage', friendId: PEER, message: { ...message(3), kind: 'image', text: '' } });
    await vi.waitFor(() => expect(app.store.getState().im.chats[1]!.lastSeq).toBe(3));
    expect(app.store.getState().im.chats[1]).toMatchObject({
      preview: '',
      previewKind: 'image',
      noReadCount: 2,
    });
    expect(vi.mocked(server.api.chats).mock.calls.length).toBe(asked);

    // This user's own message (another tab's) is the latest too, nothing unread; a read in any tab clears it.
    app.push({ type: 'imMessage', friendId: PEER, message: message(4, ME) });
    await vi.waitFor(() => expect(app.store.getState().im.chats[1]!.lastSeq).toBe(4));
    expect(app.store.getState().im.chats[1]).toMatchObject({
      timestampUser: ME,
      preview: 'm4',
      noReadCount: 2,
    });
    app.push({ type: 'imRead', friendId: PEER, readerId: ME, seq: 4 });
    await vi.waitFor(() => expect(app.store.getState().im.chats[1]!.noReadCount).toBe(0));
    expect(app.store.getState().im.unread).toBe(0);
    expect(vi.mocked(server.api.chats).mock.calls.length).toBe(asked);

    // 6 after 4: something was missed, so the list comes from the server; so does a chat the list does not show,
    // and a read short of a chat's latest message.
    app.push({ type: 'imMessage', friendId: PEER, message: message(6) });
    await vi.waitFor(() => expect(vi.mocked(server.api.chats).mock.calls.length).toBe(asked + 1));
    app.push({ type: 'imMessage', friendId: '100009', message: message(4, '100009') });
    await vi.waitFor(() => expect(vi.mocked(server.api.chats).mock.calls.length).toBe(asked + 2));
    app.push({ type: 'imRead', friendId: '100003', readerId: ME, seq: 6 });
    await vi.waitFor(() => expect(vi.mocked(server.api.chats).mock.calls.length).toBe(asked + 3));
    app.task.cancel();
  });
});

describe('receipts and typing', () => {
  it('says delivered for a message heard while the chat is closed, and shows the other side’s receipts', async () => {
    const server = fakeServer([message(1, ME)]);
    const app = start(server.api);
    app.store.dispatch(chatOpened(PEER));
    await vi.waitFor(() => expect(app.seqs()).toEqual([1]));
    app.push({ type: 'imDelivered', friendId: PEER, readerId: PEER, seq: 1 });
    await vi.waitFor(() => expect(app.store.getState().im.conversations[PEER]!.peerDeliveredSeq).toBe(1));
    app.store.dispatch(chatClosed());
    server.stored.push(message(2));
    app.push({ type: 'imMessage', friendId: PEER, message: message(2) });
    await vi.waitFor(() => expect(server.api.delivered).toHaveBeenCalledWith(PEER, 2));
    expect(server.api.read).not.toHaveBeenCalledWith(PEER, 2);
    app.task.cancel();
  });

  it('tells typing at most every few seconds and its end once; shows theirs until a message or the time is up', async () => {
    const server = fakeServer([]);
    let expire: () => void = () => {};
    const app = start(server.api, {
      delay: (ms) =>
        ms === IM_LIMITS.typingShownMs ? new Promise((resolve) => (expire = resolve)) : Promise.resolve(),
    });
    app.store.dispatch(chatOpened(PEER));
    await vi.waitFor(() => expect(app.store.getState().im.conversations[PEER]?.loaded).toBe(true));
    app.store.dispatch(typingChanged({ peerId: PEER, typing: true }));
    app.store.dispatch(typingChanged({ peerId: PEER, typing: true }));
    app.store.dispatch(typingChanged({ peerId: PEER, typing: false }));
    app.store.dispatch(typingChanged({ peerId: PEER, typing: false }));
    await vi.waitFor(() =>
      expect(server.api.typing.mock.calls).toEqual([
        [PEER, true],
        [PEER, false],
      ]),
    );

    const typing = () => app.store.getState().im.conversations[PEER]!.peerTyping;
    app.push({ type: 'imTyping', friendId: PEER, typing: true });
    await vi.waitFor(() => expect(typing()).toBe(true));
    expire();
    await vi.waitFor(() => expect(typing()).toBe(false));
    app.push({ type: 'imTyping', friendId: PEER, typing: true });
    await vi.waitFor(() => expect(typing()).toBe(true));
    server.stored.push(message(1));
    app.push({ type: 'imMessage', friendId: PEER, message: message(1) });
    await vi.waitFor(() => expect(typing()).toBe(false));
    app.task.cancel();
  });
});

/** The gateway's send as the server does it: one stored message per client id, the next seq, no answer offline. */
/** The gateway's send and photo send while `network.up`; a photo is stored with its bytes as its text. */
function storingSend(server: ReturnType<typeof fakeServer>, network: { up: boolean }) {
  const store = async (clientId: string, fields: Partial<ChatMessage>) => {
    if (!network.up) {
      throw new GatewayCallError({
        code: NO_ANSWER_CODE,
        message: 'offline',
        reason: 'network',
        call: 'POST',
      });
    }
    const earlier = server.stored.find((stored) => stored.clientId === clientId);
    if (earlier) return { message: earlier, duplicate: true };
    const stored = { ...message(server.stored.length + 1, ME), clientId, ...fields };
    server.stored.push(stored);
    return { message: stored, duplicate: false };
  };
  server.api.send.mockImplementation(({ clientId, text }: { clientId: string; text: string }) =>
    store(clientId, { text }),
  );
  server.api.sendImage.mockImplementation(({ clientId, image }: { clientId: string; image: string }) =>
    store(clientId, { kind: 'image', text: image }),
  );
}

describe('the offline queue', () => {
  const write = (app: ReturnType<typeof start>, text: string, at: number) =>
    app.store.dispatch(
      sendPressed({ peerId: PEER, clientId: `mine-${text}-xxxx`, senderId: ME, text, sentAt: at }),
    );

  it('keeps what is written offline, then sends each once, in order, when the network returns', async () => {
    const server = fakeServer([]);
    const network = { up: false };
    storingSend(server, network);
    const outbox = memoryOutbox();
    // The back-off never ends by itself here: only the network's return wakes the queue.
    const app = start(server.api, { outbox, delay: () => new Promise(() => {}) });
    app.store.dispatch(chatOpened(PEER));
    await vi.waitFor(() => expect(app.store.getState().im.conversations[PEER]?.loaded).toBe(true));
    write(app, 'one', 1);
    write(app, 'two', 2);
    write(app, 'three', 3);
    await vi.waitFor(() =>
      expect(app.store.getState().im.conversations[PEER]!.messages[0]).toMatchObject({
        status: 'sending',
        waiting: true,
      }),
    );
    expect([...outbox.entries.values()].map((entry) => entry.text)).toEqual(['one', 'two', 'three']);
    // One at a time: the later two wait behind the first.
    expect(server.api.send).toHaveBeenCalledTimes(1);

    network.up = true;
    app.online();
    await vi.waitFor(() =>
      expect(server.stored.map((stored) => stored.text)).toEqual(['one', 'two', 'three']),
    );
    await vi.waitFor(() => expect(app.seqs()).toEqual([1, 2, 3]));
    expect(app.store.getState().im.conversations[PEER]!.messages.map((m) => m.status)).toEqual([
      'sent',
      'sent',
      'sent',
    ]);
    await vi.waitFor(() => expect(outbox.entries.size).toBe(0));
    app.task.cancel();
  });

  it('keeps a photo written offline with the texts around it and sends all in order when the network returns', async () => {
    const server = fakeServer([]);
    const network = { up: false };
    storingSend(server, network);
    const outbox = memoryOutbox();
    const app = start(server.api, { outbox, delay: () => new Promise(() => {}) });
    app.store.dispatch(chatOpened(PEER));
    await vi.waitFor(() => expect(app.store.getState().im.conversations[PEER]?.loaded).toBe(true));
    write(app, 'look', 1);
    app.store.dispatch(
      imageChosen({ peerId: PEER, clientId: 'mine-photo-xxxx', senderId: ME, sentAt: 2, base64: 'QUJD' }),
    );
    write(app, 'nice?', 3);
    await vi.waitFor(() => expect(outbox.entries.size).toBe(3));
    expect([...outbox.entries.values()].map(({ text, image }) => [text, image])).toEqual([
      ['look', undefined],
      ['', 'QUJD'],
      ['nice?', undefined],
    ]);
    // One at a time: the photo and the last text wait behind the first, which got no answer.
    await vi.waitFor(() =>
      expect(app.store.getState().im.conversations[PEER]!.messages[0]).toMatchObject({ waiting: true }),
    );
    expect(server.api.sendImage).not.toHaveBeenCalled();

    network.up = true;
    app.online();
    await vi.waitFor(() =>
      expect(server.stored.map((stored) => stored.text)).toEqual(['look', 'QUJD', 'nice?']),
    );
    expect(server.api.sendImage).toHaveBeenCalledWith({
      friendId: PEER,
      clientId: 'mine-photo-xxxx',
      image: 'QUJD',
    });
    await vi.waitFor(() => expect(app.seqs()).toEqual([1, 2, 3]));
    await vi.waitFor(() => expect(outbox.entries.size).toBe(0));
    app.task.cancel();
  });

  it('sends a photo a page left in the outbox after a reload, shown as a photo meanwhile', async () => {
    const server = fakeServer([]);
    const network = { up: false };
    storingSend(server, network);
    const outbox = memoryOutbox([
      {
        ownerId: ME,
        peerId: PEER,
        clientId: 'mine-photo-xxxx',
        text: '',
        image: 'QUJD',
        sentAt: 1,
        order: 1,
      },
    ]);
    const app = start(server.api, { outbox, delay: () => new Promise(() => {}) });
    await vi.waitFor(() =>
      expect(app.store.getState().im.conversations[PEER]?.messages[0]).toMatchObject({
        kind: 'image',
        status: 'sending',
        waiting: true,
      }),
    );
    network.up = true;
    app.online();
    await vi.waitFor(() => expect(server.stored.map((stored) => stored.kind)).toEqual(['image']));
    await vi.waitFor(() => expect(outbox.entries.size).toBe(0));
    expect(server.api.send).not.toHaveBeenCalled();
    app.task.cancel();
  });

  it('sends what a page left in the outbox after a reload, once, even when the first try was stored', async () => {
    const server = fakeServer([]);
    storingSend(server, { up: true });
    const entry = (text: string, order: number) => ({
      ownerId: ME,
      peerId: PEER,
      clientId: `mine-${text}-xxxx`,
      text,
      sentAt: order,
      order,
    });
    // 'one' reached the gateway before the reload, its answer did not; 'two' never left.
    await server.api.send({ friendId: PEER, clientId: 'mine-one-xxxx', text: 'one' });
    const outbox = memoryOutbox([entry('two', 2), entry('one', 1), { ...entry('theirs', 3), ownerId: '1' }]);
    const app = start(server.api, { outbox });
    app.store.dispatch(chatOpened(PEER));
    await vi.waitFor(() => expect(server.stored.map((stored) => stored.text)).toEqual(['one', 'two']));
    await vi.waitFor(() => expect(app.seqs()).toEqual([1, 2]));
    await vi.waitFor(() => expect([...outbox.entries.keys()]).toEqual(['mine-theirs-xxxx']));
    app.task.cancel();
  });

  it('drops a kept message from the outbox once the history shows it stored, even with no answer to its resend', async () => {
    const server = fakeServer([]);
    const network = { up: true };
    storingSend(server, network);
    await server.api.send({ friendId: PEER, clientId: 'mine-one-xxxx', text: 'one' });
    network.up = false;
    const outbox = memoryOutbox([
      { ownerId: ME, peerId: PEER, clientId: 'mine-one-xxxx', text: 'one', sentAt: 1, order: 1 },
    ]);
    const app = start(server.api, { outbox, delay: () => new Promise(() => {}) });
    app.store.dispatch(chatOpened(PEER));
    await vi.waitFor(() => expect(app.seqs()).toEqual([1]));
    await vi.waitFor(() => expect(outbox.entries.size).toBe(0));
    expect(app.store.getState().im.conversations[PEER]!.messages).toHaveLength(1);
    app.task.cancel();
  });

  it('keeps a refused message failed across a reload, and sends it when retried', async () => {
    const server = fakeServer([]);
    server.api.send.mockRejectedValueOnce(
      new GatewayCallError({
        code: BUSINESS_CODES.chatLocked,
        message: 'no',
        reason: 'server',
        call: 'POST',
      }),
    );
    const outbox = memoryOutbox();
    const first = start(server.api, { outbox });
    write(first, 'wait', 1);
    await vi.waitFor(() =>
      expect(outbox.entries.get('mine-wait-xxxx')?.failedCode).toBe(BUSINESS_CODES.chatLocked),
    );
    first.task.cancel();

    storingSend(server, { up: true });
    const again = start(server.api, { outbox });
    await vi.waitFor(() =>
      expect(again.store.getState().im.conversations[PEER]!.messages[0]).toMatchObject({
        status: 'failed',
        code: BUSINESS_CODES.chatLocked,
      }),
    );
    again.store.dispatch(retryPressed({ peerId: PEER, clientId: 'mine-wait-xxxx' }));
    await vi.waitFor(() => expect(server.stored.map((stored) => stored.text)).toEqual(['wait']));
    await vi.waitFor(() => expect(outbox.entries.size).toBe(0));
    again.task.cancel();
  });
});
