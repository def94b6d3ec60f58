import {
  getChats,
  getFriends,
  getMessages,
  getOnlineReminders,
  getUnread,
  postBlock,
  postFriendAccept,
  postFriendDecline,
  postFriendRemove,
  postFriendRequest,
  postImageMessage,
  postMessage,
  postMessagesDelivered,
  postMessagesRead,
  postOnlineReminder,
  postTranslate,
  postTyping,
  postReport,
  postUnblock,
  type EndpointOutput,
  type EndpointInput,
} from '@aura/contracts';
import type { GatewayClient } from '@aura/gateway-client';

export type ChatsAnswer = EndpointOutput<typeof getChats>;
export type MessagesAnswer = EndpointOutput<typeof getMessages>;
export type FriendsAnswer = EndpointOutput<typeof getFriends>;
export type RequestAnswer = EndpointOutput<typeof postFriendRequest>;
export type RemindersAnswer = EndpointOutput<typeof getOnlineReminders>;
export type RemindAnswer = EndpointOutput<typeof postOnlineReminder>;

/** Every gateway call of IM. They reject with the gateway's code, which the sagas turn into the spec's words. */
export interface ImApi {
  chats(): Promise<ChatsAnswer>;
  messages(input: EndpointInput<typeof getMessages>): Promise<MessagesAnswer>;
  send(input: EndpointInput<typeof postMessage>): Promise<EndpointOutput<typeof postMessage>>;
  sendImage(input: EndpointInput<typeof postImageMessage>): Promise<EndpointOutput<typeof postImageMessage>>;
  read(friendId: string, seq: number): Promise<EndpointOutput<typeof postMessagesRead>>;
  delivered(friendId: string, seq: number): Promise<EndpointOutput<typeof postMessagesDelivered>>;
  typing(friendId: string, typing: boolean): Promise<unknown>;
  translate(input: EndpointInput<typeof postTranslate>): Promise<EndpointOutput<typeof postTranslate>>;
  unread(): Promise<number>;
  friends(): Promise<FriendsAnswer>;
  request(friendId: string): Promise<RequestAnswer>;
  accept(requestId: string): Promise<unknown>;
  decline(requestId: string): Promise<unknown>;
  remove(friendId: string): Promise<unknown>;
  block(friendId: string): Promise<unknown>;
  unblock(friendId: string): Promise<unknown>;
  report(input: EndpointInput<typeof postReport>): Promise<EndpointOutput<typeof postReport>>;
  /** Online reminders: the ones waiting and the day's left; ask to be told when a friend comes online. */
  reminders(): Promise<RemindersAnswer>;
  remind(friendId: string): Promise<RemindAnswer>;
}

export function gatewayImApi(client: GatewayClient): ImApi {
  const reject = { errorPolicy: 'reject' } as const;
  return {
    chats: () => client.call(getChats, {}, reject),
    messages: (input) => client.call(getMessages, input, reject),
    send: (input) => client.call(postMessage, input, reject),
    sendImage: (input) => client.call(postImageMessage, input, reject),
    read: (friendId, seq) => client.call(postMessagesRead, { friendId, seq }, reject),
    delivered: (friendId, seq) => client.call(postMessagesDelivered, { friendId, seq }, reject),
    typing: (friendId, typing) => client.call(postTyping, { friendId, typing }, reject),
    translate: (input) => client.call(postTranslate, input, reject),
    unread: async () => (await client.call(getUnread, {}, reject)).unread,
    friends: () => client.call(getFriends, {}, reject),
    request: (friendId) => client.call(postFriendRequest, { friendId }, reject),
    accept: (requestId) => client.call(postFriendAccept, { requestId }, reject),
    decline: (requestId) => client.call(postFriendDecline, { requestId }, reject),
    remove: (friendId) => client.call(postFriendRemove, { friendId }, reject),
    block: (friendId) => client.call(postBlock, { friendId }, reject),
    unblock: (friendId) => client.call(postUnblock, { friendId }, reject),
    report: (input) => client.call(postReport, input, reject),
    reminders: () => client.call(getOnlineReminders, {}, reject),
    remind: (friendId) => client.call(postOnlineReminder, { friendId }, reject),
  };
}
