// Sending a photo, translating a message and the new message's sound in the tab (docs/messages.md "Images"): its
// echo at once, the stored message once the gateway answered, the refusal's words otherwise (kept, so "try again"
// sends it); a photo over 5 MB is refused before anything is uploaded. Photos offline: im-saga.test.ts.
import { BUSINESS_CODES, CHAT_RELATIONS, PROFILE_LIMITS, type ChatMessage } from '@aura/contracts';
import { GatewayCallError } from '@aura/gateway-client';
import { describe, expect, it, vi } from 'vitest';
import type { ImApi } from '../api.ts';
import { chatOpened, retryPressed } from '../slice.ts';
import { imageChosen, translatePressed } from '../actions.ts';
import { ME } from '../testing/im-store.tsx';
import { startImSagas } from '../testing/saga-bed.ts';

const PEER = '100002';
const IMAGE = { url: '/media/x/full.webp?t=1.a', thumbUrl: '/media/x/thumb.webp?t=1.a', width: 4, height: 3 };
const stored: ChatMessage = {
  seq: 2,
  clientId: 'photo-00000001',
  senderId: ME,
  kind: 'image',
  text: '',
  sentAt: 2_000,
  image: IMAGE,
};

function api(sendImage: ImApi['sendImage']) {
  return {
    chats: vi.fn(async () => ({ chats: [], sayHiLeft: 5, unread: 0 })),
    messages: vi.fn(async () => ({
      messages: [
        { seq: 1, clientId: 'their-0000001', senderId: PEER, kind: 'text', text: 'hi', sentAt: 1_000 },
      ],
      lastSeq: 1,
      readSeq: 1,
      peerReadSeq: 0,
      peerDeliveredSeq: 0,
      locked: false,
      relation: CHAT_RELATIONS.friend,
      userName: 'Noor',
    })),
    read: vi.fn(async (_friendId: string, seq: number) => ({ readSeq: seq, unread: 0 })),
    delivered: vi.fn(async (_friendId: string, seq: number) => ({ deliveredSeq: seq })),
    unread: vi.fn(async () => 0),
    send: vi.fn(),
    sendImage: vi.fn(sendImage),
    translate: vi.fn(),
  } as unknown as ImApi & {
    sendImage: ReturnType<typeof vi.fn>;
    send: ReturnType<typeof vi.fn>;
    translate: ReturnType<typeof vi.fn>;
  };
}

const chosen = (base64: string) =>
  imageChosen({ peerId: PEER, clientId: stored.clientId, senderId: ME, sentAt: 2_000, base64 });

describe('sending a photo', () => {
  it('shows it sending at once, then the stored photo in its place, never sent as a text', async () => {
    let answer!: (value: { message: ChatMessage; duplicate: boolean }) => void;
    const gateway = api(() => new Promise((resolve) => (answer = resolve)));
    const app = startImSagas(gateway);
    app.store.dispatch(chosen('AAAA'));
    const messages = () =>
      app.store.getState().im.conversations[PEER]!.messages.filter((local) => local.kind === 'image');
    await vi.waitFor(() => expect(gateway.sendImage).toHaveBeenCalled());
    expect(gateway.sendImage).toHaveBeenCalledWith({
      friendId: PEER,
      clientId: stored.clientId,
      image: 'AAAA',
    });
    expect(messages()).toMatchObject([{ kind: 'image', status: 'sending' }]);
    answer({ message: stored, duplicate: false });
    await vi.waitFor(() =>
      expect(messages()).toMatchObject([{ kind: 'image', status: 'sent', image: IMAGE }]),
    );
    expect(gateway.send).not.toHaveBeenCalled();
    app.task.cancel();
  });

  it('says why a photo was refused: before a reply, or over 5 MB without uploading it', async () => {
    const refused = new GatewayCallError({
      code: BUSINESS_CODES.imageBeforeReply,
      message: 'You can send photos once they reply.',
      reason: 'server',
      call: 'POST',
    });
    const gateway = api(() => Promise.reject(refused));
    const app = startImSagas(gateway);
    const conversation = () => app.store.getState().im.conversations[PEER]!;
    app.store.dispatch(chosen('AAAA'));
    await vi.waitFor(() => expect(conversation().notice).toBe(BUSINESS_CODES.imageBeforeReply));
    expect(conversation().messages.find((local) => local.kind === 'image')).toMatchObject({
      status: 'failed',
    });
    // Kept with its bytes: "try again" sends the same photo once they replied.
    gateway.sendImage.mockResolvedValueOnce({ message: stored, duplicate: false });
    app.store.dispatch(retryPressed({ peerId: PEER, clientId: stored.clientId }));
    await vi.waitFor(() =>
      expect(conversation().messages.find((local) => local.kind === 'image')).toMatchObject({
        status: 'sent',
        image: IMAGE,
      }),
    );
    expect(gateway.sendImage).toHaveBeenLastCalledWith({
      friendId: PEER,
      clientId: stored.clientId,
      image: 'AAAA',
    });

    const tooBig = 'A'.repeat(Math.ceil((PROFILE_LIMITS.maxImageBytes + 3) / 3) * 4);
    app.store.dispatch(
      imageChosen({ peerId: PEER, clientId: 'photo-big00001', senderId: ME, sentAt: 3_000, base64: tooBig }),
    );
    await vi.waitFor(() => expect(conversation().notice).toBe(BUSINESS_CODES.imageTooLarge));
    // Never kept: a retry cannot send it (it is chosen again).
    app.store.dispatch(retryPressed({ peerId: PEER, clientId: 'photo-big00001' }));
    await vi.waitFor(() =>
      expect(conversation().messages.find((local) => local.clientId === 'photo-big00001')).toMatchObject({
        status: 'failed',
        code: BUSINESS_CODES.imageTooLarge,
      }),
    );
    expect(gateway.sendImage).toHaveBeenCalledTimes(2);
    app.task.cancel();
  });
});

describe('translating a message', () => {
  it('puts the translation under it, or says the day’s limit is reached', async () => {
    const gateway = api(() => Promise.reject(new Error('unused')));
    gateway.translate
      .mockResolvedValueOnce({ text: 'hello', provider: 'sandbox', charged: 1, translationsLeft: 19 })
      .mockRejectedValueOnce(
        new GatewayCallError({
          code: BUSINESS_CODES.translationLimitReached,
          message: 'Daily translation limit reached (until a coin pack is bought).',
          reason: 'server',
          call: 'POST',
        }),
      );
    const app = startImSagas(gateway);
    app.store.dispatch(chatOpened(PEER));
    const conversation = () => app.store.getState().im.conversations[PEER];
    await vi.waitFor(() => expect(conversation()?.messages).toHaveLength(1));
    app.store.dispatch(translatePressed({ peerId: PEER, seq: 1, to: 'en' }));
    await vi.waitFor(() => expect(conversation()!.messages[0]!.translation).toBe('hello'));
    expect(gateway.translate).toHaveBeenCalledWith({ friendId: PEER, seq: 1, to: 'en' });
    app.store.dispatch(translatePressed({ peerId: PEER, seq: 1, to: 'tr' }));
    await vi.waitFor(() => expect(conversation()!.notice).toBe(BUSINESS_CODES.translationLimitReached));
    app.task.cancel();
  });
});

describe('the new message’s sound', () => {
  it('plays for each message the other side sent, heard live, not for mine', async () => {
    const play = vi.fn();
    const app = startImSagas(
      api(() => Promise.reject(new Error('unused'))),
      { sound: { play } },
    );
    const theirs = {
      ...stored,
      seq: 3,
      clientId: 'their-0000003',
      senderId: PEER,
      kind: 'text',
      text: 'hey',
    };
    app.push({ type: 'imMessage', friendId: PEER, message: stored });
    app.push({ type: 'imMessage', friendId: PEER, message: theirs });
    await vi.waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    app.push({ type: 'imTyping', friendId: PEER, typing: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(play).toHaveBeenCalledTimes(1);
    app.task.cancel();
  });
});
