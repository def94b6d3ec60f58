import { BUSINESS_CODES, PROFILE_LIMITS, type ChatMessage } from '@aura/contracts';
import { selectUser, type AuthRootState } from '@aura/auth';
import { NO_ANSWER_CODE, isGatewayCallError, type GatewayCallError } from '@aura/gateway-client';
import { call, fork, put, race, select, take, takeEvery } from 'redux-saga/effects';
import type { OutboxEntry } from '../outbox.ts';
import type { ImDependencies } from '../ports.ts';
import { selectIm } from '../selectors.ts';
import {
  conversationWiped,
  historyLoaded,
  imageWritten,
  messagesArrived,
  messageFailed,
  messageSent,
  messageWaiting,
  outboxRestored,
  retryPressed,
  sendPressed,
  type ImState,
  type LocalMessage,
} from '../slice.ts';
import { imageChosen, networkReturned, retryAllPressed } from '../actions.ts';
import { catchUp, refreshChats } from './catch-up.ts';

type StoredAction = ReturnType<typeof messageSent | typeof historyLoaded | typeof messagesArrived>;

/** Waits before each new attempt of a send that got no answer (then the last, again and again). */
export const SEND_BACKOFF_MS = [1_000, 3_000, 9_000, 30_000] as const;

const backoff = (attempt: number) => SEND_BACKOFF_MS[Math.min(attempt, SEND_BACKOFF_MS.length - 1)]!;

/** No answer, or a proxy's 5xx: the message may or may not be stored; the same id again settles it. */
const transient = (error: GatewayCallError) =>
  error.code === NO_ANSWER_CODE || (error.reason === 'http' && (error.httpStatus ?? 0) >= 500);

/** The bytes a base64 text holds. */
const bytesOf = (base64: string) =>
  Math.floor((base64.length * 3) / 4) - (base64.match(/=+$/)?.[0].length ?? 0);

/** Photos still to send, by client id: their bytes, kept beside the outbox's copy (the store holds no bytes). */
type Photos = Map<string, string>;

/**
 * The conversation's oldest message still to send: one at a time per conversation keeps them in order. A photo
 * goes only while its bytes are here (one refused before upload, over 5 MB, has none).
 */
function nextToSend(state: ImState, peerId: string, photos: Photos): LocalMessage | undefined {
  return state.conversations[peerId]?.messages.find(
    (local) =>
      local.seq === undefined &&
      local.status === 'sending' &&
      (local.kind !== 'image' || photos.has(local.clientId)),
  );
}

/**
 * The gateway stored a message after ones this tab does not hold yet (the peer's, whose pushes may be lost or
 * late): fetch them, so the message takes its place by seq, not on a push that may never come. A fetch that gets
 * no answer is made again by the next socket's catch-up.
 */
function* fillGap(deps: ImDependencies, peerId: string, seq: number) {
  const { conversations }: ImState = yield select(selectIm);
  if ((conversations[peerId]?.lastSeq ?? seq) >= seq) return;
  try {
    yield call(catchUp, deps, peerId);
  } catch (error) {
    if (!isGatewayCallError(error)) throw error;
  }
}

/** One attempt: true when it is settled (stored or refused), false when it got no answer. */
function* attempt(deps: ImDependencies, peerId: string, message: LocalMessage, photos: Photos) {
  const { clientId } = message;
  const image = photos.get(clientId);
  try {
    const answer: { message: ChatMessage } =
      image === undefined
        ? yield call([deps.api, deps.api.send], { friendId: peerId, clientId, text: message.text })
        : yield call([deps.api, deps.api.sendImage], { friendId: peerId, clientId, image });
    yield put(messageSent({ peerId, message: answer.message }));
    yield call(fillGap, deps, peerId, answer.message.seq);
    return true;
  } catch (error) {
    if (!isGatewayCallError(error)) throw error;
    if (transient(error)) {
      yield put(messageWaiting({ peerId, clientId: message.clientId }));
      return false;
    }
    yield put(messageFailed({ peerId, clientId: message.clientId, code: error.code }));
    yield call([deps.outbox, deps.outbox.fail], message.clientId, error.code);
    return true;
  }
}

/**
 * Sends a conversation's waiting messages one after the other, oldest first, each with its own client id until the
 * gateway stores or refuses it: no answer waits (back-off, or at once when the network returns) and tries the same
 * message again, so none overtakes another and a stored one is never stored twice.
 */
function* pump(deps: ImDependencies, peerId: string, running: Set<string>, photos: Photos) {
  let failures = 0;
  let sent = false;
  try {
    for (;;) {
      const message: LocalMessage | undefined = nextToSend(
        (yield select(selectIm)) as ImState,
        peerId,
        photos,
      );
      if (!message) break;
      const settled: boolean = yield call(attempt, deps, peerId, message, photos);
      if (settled) {
        failures = 0;
        sent = true;
        continue;
      }
      yield race([call(deps.delay, backoff(failures)), take(networkReturned)]);
      failures += 1;
    }
  } finally {
    running.delete(peerId);
  }
  if (sent) yield call(refreshChats, deps);
}

function entryOf(
  ownerId: string,
  peerId: string,
  message: LocalMessage,
  image: string | undefined,
): Omit<OutboxEntry, 'order'> {
  const { clientId, text, sentAt } = message;
  return { ownerId, peerId, clientId, text, sentAt, ...(image === undefined ? {} : { image }) };
}

/**
 * The offline queue (docs/messages.md): what the composer sends is kept in the outbox first, then sent in order per
 * conversation; the outbox is read back at sign-in, so a reload or a closed tab sends what was left. A refusal
 * marks the message failed with its code (kept, with "try again"); "resend all" retries every failed one. Photos
 * (docs/messages.md "Images") are kept and sent the same way, in their place among the texts; one over 5 MB is
 * refused at once, before anything is kept or uploaded.
 */
export function* imSendSaga(deps: ImDependencies) {
  const running = new Set<string>();
  /** Until the outbox is read back, nothing is sent: what an earlier page left goes first. */
  let restored = false;
  /** Client ids this tab knows are in the outbox: dropped from it as soon as the stored message is seen. */
  const kept = new Set<string>();
  const photos: Photos = new Map();
  let order = 0;
  function* ensurePump(peerId: string) {
    if (!restored || running.has(peerId)) return;
    running.add(peerId);
    yield fork(pump, deps, peerId, running, photos);
  }
  function* keep(ownerId: string, peerId: string, message: LocalMessage) {
    order = Math.max(order + 1, message.sentAt);
    kept.add(message.clientId);
    const entry = entryOf(ownerId, peerId, message, photos.get(message.clientId));
    yield call([deps.outbox, deps.outbox.put], { ...entry, order });
  }
  function* forget(clientId: string) {
    kept.delete(clientId);
    photos.delete(clientId);
    yield call([deps.outbox, deps.outbox.remove], clientId);
  }
  const me = function* () {
    return ((yield select((state: AuthRootState) => selectUser(state))) as { userId: string }).userId;
  };

  yield takeEvery(sendPressed, function* ({ payload: { peerId, ...message } }) {
    yield call(keep, (yield call(me)) as string, peerId, { ...message, status: 'sending' });
    yield call(ensurePump, peerId);
  });
  yield takeEvery(imageChosen, function* ({ payload: { base64, ...chosen } }) {
    const { peerId, clientId } = chosen;
    yield put(imageWritten(chosen));
    if (bytesOf(base64) > PROFILE_LIMITS.maxImageBytes) {
      yield put(messageFailed({ peerId, clientId, code: BUSINESS_CODES.imageTooLarge }));
      return;
    }
    photos.set(clientId, base64);
    yield call(keep, (yield call(me)) as string, peerId, {
      ...chosen,
      text: '',
      kind: 'image',
      status: 'sending',
    });
    yield call(ensurePump, peerId);
  });
  yield takeEvery(retryPressed, function* ({ payload: { peerId, clientId } }) {
    const { conversations }: ImState = yield select(selectIm);
    const message = conversations[peerId]?.messages.find((local) => local.clientId === clientId);
    if (message?.status !== 'sending') return;
    if (message.kind === 'image' && !photos.has(clientId)) {
      // Refused before upload (over 5 MB): its bytes were never kept, so it is chosen again, not retried.
      yield put(messageFailed({ peerId, clientId, code: BUSINESS_CODES.imageTooLarge }));
      return;
    }
    yield call(keep, (yield call(me)) as string, peerId, message);
    yield call(ensurePump, peerId);
  });
  yield takeEvery(retryAllPressed, function* ({ payload: { peerId } }) {
    const { conversations }: ImState = yield select(selectIm);
    const failed = conversations[peerId]?.messages.filter((local) => local.status === 'failed') ?? [];
    for (const local of failed) yield put(retryPressed({ peerId, clientId: local.clientId }));
  });
  // Stored: by this tab's answer, or seen in a page or live first (a reload's history holds what the page before
  // it sent, its answer lost), so the outbox never keeps a stored message to show and send again.
  yield takeEvery([messageSent, historyLoaded, messagesArrived], function* (action: StoredAction) {
    const stored =
      'page' in action.payload
        ? action.payload.page.messages
        : 'messages' in action.payload
          ? action.payload.messages
          : [action.payload.message];
    for (const { clientId } of stored) {
      if (kept.has(clientId)) yield call(forget, clientId);
    }
  });
  // A removal wiped the chat (spec §4): what was still to send to them goes with it.
  yield takeEvery(conversationWiped, function* ({ payload: peerId }) {
    const entries: OutboxEntry[] = yield call([deps.outbox, deps.outbox.load], (yield call(me)) as string);
    for (const entry of entries.filter((kept) => kept.peerId === peerId)) yield call(forget, entry.clientId);
  });

  // What an earlier page of this browser left unsent.
  const entries: OutboxEntry[] = yield call([deps.outbox, deps.outbox.load], (yield call(me)) as string);
  order = Math.max(order, ...entries.map((entry) => entry.order));
  const { conversations }: ImState = yield select(selectIm);
  const storedAlready = (entry: OutboxEntry) =>
    conversations[entry.peerId]?.messages.some((local) => local.clientId === entry.clientId && local.seq);
  for (const entry of entries) {
    if (storedAlready(entry)) yield call([deps.outbox, deps.outbox.remove], entry.clientId);
    else {
      kept.add(entry.clientId);
      if (entry.image !== undefined) photos.set(entry.clientId, entry.image);
    }
  }
  yield put(outboxRestored(entries));
  restored = true;
  const after: ImState = yield select(selectIm);
  for (const [peerId, conversation] of Object.entries(after.conversations)) {
    if (conversation.messages.some((local) => local.seq === undefined && local.status === 'sending')) {
      yield call(ensurePump, peerId);
    }
  }
}
