// What the friends and messages suites share: requests, sends and reads over real HTTP, as a client makes them.
import { randomBytes } from 'node:crypto';
import type { ChatListItem, ChatMessage } from '@aura/contracts';
import type { SignedInUser } from './account-kit.ts';
import type { CallAnswer } from './call-kit.ts';

export const newClientId = () => randomBytes(12).toString('hex');

export async function requestFriend(user: SignedInUser, friendId: number) {
  return (await user.client.post('/api/friends/request', { friendId: String(friendId) })) as CallAnswer<{
    state: 'sent' | 'friends';
    requestId?: string;
    charged: number;
    freeAddsLeft: number;
  }>;
}

export async function friendsOf(user: SignedInUser) {
  return (await user.client.get('/api/friends')) as CallAnswer<{
    friends: { userId: string; userName: string }[];
    incoming: { requestId: string; user: { userId: string } }[];
    outgoing: { requestId: string; user: { userId: string } }[];
    blocked: { userId: string }[];
    addPrice: number;
    freeAddsLeft: number;
  }>;
}

export async function friendAction(user: SignedInUser, action: string, body: Record<string, string>) {
  return (await user.client.post(`/api/friends/${action}`, body)) as CallAnswer<Record<string, unknown>>;
}

/** Makes the two friends the way users do: a request, then its acceptance. */
export async function befriend(a: SignedInUser, b: SignedInUser): Promise<void> {
  const sent = await requestFriend(a, b.userId);
  if (sent.body.code !== 200) throw new Error(`request answered ${JSON.stringify(sent.body)}`);
  if (sent.body.data.state === 'friends') return;
  const accepted = await friendAction(b, 'accept', { requestId: sent.body.data.requestId! });
  if (accepted.body.code !== 200) throw new Error(`accept answered ${JSON.stringify(accepted.body)}`);
}

export async function send(user: SignedInUser, to: number, text: string, clientId = newClientId()) {
  return (await user.client.post('/api/im/send', { friendId: String(to), clientId, text })) as CallAnswer<{
    message: ChatMessage;
    duplicate: boolean;
  }>;
}

export async function sendImage(user: SignedInUser, to: number, bytes: Buffer, clientId = newClientId()) {
  const image = bytes.toString('base64');
  return (await user.client.post('/api/im/sendImage', {
    friendId: String(to),
    clientId,
    image,
  })) as CallAnswer<{
    message: ChatMessage;
    duplicate: boolean;
  }>;
}

export async function history(user: SignedInUser, peer: number, params: Record<string, string> = {}) {
  return (await user.client.get('/api/im/messages', { friendId: String(peer), ...params })) as CallAnswer<{
    messages: ChatMessage[];
    lastSeq: number;
    readSeq: number;
    peerReadSeq: number;
    locked: boolean;
    relation: number;
  }>;
}

export async function chats(user: SignedInUser) {
  return (await user.client.get('/api/im/chats')) as CallAnswer<{
    chats: ChatListItem[];
    sayHiLeft: number;
    unread: number;
  }>;
}

export async function markRead(user: SignedInUser, peer: number, seq: number) {
  return (await user.client.post('/api/im/read', { friendId: String(peer), seq })) as CallAnswer<{
    readSeq: number;
    unread: number;
  }>;
}
