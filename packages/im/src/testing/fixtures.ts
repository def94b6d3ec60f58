import { CHAT_RELATIONS, SAY_HI_GROUP_ID, type ChatListItem } from '@aura/contracts';
import type { FriendsAnswer } from '../api.ts';
import type { Conversation, LocalMessage } from '../slice.ts';
import { ME } from './im-store.tsx';

/** A fixed "now" for stories and tests: 26 November 2026, 15:30 local time. */
export const NOW = new Date(2026, 10, 26, 15, 30).getTime();
const HOUR = 3_600_000;

const entry = (
  friendId: string,
  userName: string,
  relation: number,
  at: number,
  unread: number,
  preview: string,
) => ({
  friendId,
  relation,
  headImg: '',
  userName,
  noReadCount: unread,
  timestamp: at,
  timestampUser: friendId,
  id: `${ME}-${friendId}`,
  lastSeq: 3,
  preview,
});

export const SAMPLE_CHATS: ChatListItem[] = [
  {
    ...entry(SAY_HI_GROUP_ID, '', CHAT_RELATIONS.sayHi, NOW - HOUR, 2, 'Hi! Nice profile'),
    id: SAY_HI_GROUP_ID,
    userList: [
      entry('100007', 'Mira', CHAT_RELATIONS.sayHi, NOW - HOUR, 1, 'Hi! Nice profile'),
      entry('100008', 'Sam', CHAT_RELATIONS.sayHi, NOW - 30 * HOUR, 1, 'Hello'),
    ],
  },
  entry('100002', 'Noor', CHAT_RELATIONS.friend, NOW - 2 * HOUR, 3, 'See you tonight'),
  entry('100003', 'Alex', CHAT_RELATIONS.friend, NOW - 24 * HOUR, 0, 'Thanks!'),
  entry('100004', 'Kai', CHAT_RELATIONS.stranger, NOW - 72 * HOUR, 0, 'Hey there'),
];

export const SAMPLE_CONVERSATION: Conversation = {
  peerId: '100002',
  userName: 'Noor',
  lastSeq: 3,
  readSeq: 3,
  peerReadSeq: 2,
  peerDeliveredSeq: 2,
  peerTyping: false,
  hasOlder: false,
  loadingOlder: false,
  locked: false,
  relation: CHAT_RELATIONS.friend,
  loaded: true,
  messages: [
    {
      clientId: 'c1-aaaaaaaa',
      seq: 1,
      senderId: '100002',
      text: 'Hi!',
      sentAt: NOW - 25 * HOUR,
      status: 'sent',
    },
    {
      clientId: 'c2-aaaaaaaa',
      seq: 2,
      senderId: ME,
      text: 'Hello Noor',
      sentAt: NOW - 2 * HOUR,
      status: 'sent',
    },
    {
      clientId: 'c3-aaaaaaaa',
      seq: 3,
      senderId: ME,
      text: 'See you tonight',
      sentAt: NOW - HOUR,
      status: 'sent',
    },
    { clientId: 'c4-aaaaaaaa', senderId: ME, text: 'On my way', sentAt: NOW - 60_000, status: 'sending' },
    { clientId: 'c5-aaaaaaaa', senderId: ME, text: 'Are you there?', sentAt: NOW, status: 'failed', code: 0 },
  ],
};

/** Call records (kind `call`): a video call of mine that lasted 75 s, and a voice call of theirs I missed. */
export const SAMPLE_CALL_RECORDS: LocalMessage[] = [
  {
    clientId: 'call-record-41',
    seq: 4,
    senderId: ME,
    kind: 'call',
    text: '',
    call: { callId: '41', media: 'video', durationSec: 75, callerOutcome: 'hungUp', calleeOutcome: 'hungUp' },
    sentAt: NOW - 30 * 60_000,
    status: 'sent',
  },
  {
    clientId: 'call-record-42',
    seq: 5,
    senderId: '100002',
    kind: 'call',
    text: '',
    call: {
      callId: '42',
      media: 'audio',
      durationSec: 0,
      callerOutcome: 'cancelledByCaller',
      calleeOutcome: 'missed',
    },
    sentAt: NOW - 10 * 60_000,
    status: 'sent',
  },
];

/** A photo of mine (kind `image`), re-encoded 4:3; its addresses as the gateway signs them. */
export const SAMPLE_PHOTO: LocalMessage = {
  clientId: 'photo-00000043',
  seq: 6,
  senderId: ME,
  kind: 'image',
  text: '',
  image: {
    url: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="640" height="480"%3E%3Crect width="640" height="480" fill="%23c8553d"/%3E%3C/svg%3E',
    thumbUrl:
      'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="320" height="240"%3E%3Crect width="320" height="240" fill="%23c8553d"/%3E%3C/svg%3E',
    width: 640,
    height: 480,
  },
  sentAt: NOW - 5 * 60_000,
  status: 'sent',
};

export const SAMPLE_FRIENDS: FriendsAnswer = {
  friends: [
    { userId: '100002', userName: 'Noor', headImg: '' },
    { userId: '100003', userName: 'Alex', headImg: '' },
  ],
  incoming: [{ requestId: '7', user: { userId: '100005', userName: 'Lee', headImg: '' }, createdAt: NOW }],
  outgoing: [{ requestId: '8', user: { userId: '100006', userName: 'Jo', headImg: '' }, createdAt: NOW }],
  blocked: [{ userId: '100009', userName: 'Spammer', headImg: '' }],
  addPrice: 20,
  freeAddsLeft: 0,
};
