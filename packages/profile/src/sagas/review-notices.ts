import {
  likeReceivedSchema,
  mediaReviewedSchema,
  type LikeReceived,
  type MediaReviewed,
  type ServerMessage,
} from '@aura/contracts';
import type { ProfileApi } from '../api.ts';
import { refreshLikes } from './card.ts';
import { buffers, eventChannel, type EventChannel } from 'redux-saga';
import { call, cancelled, put, take } from 'redux-saga/effects';
import { photoReviewed } from '../slice.ts';

/**
 * @aura/auth's `REALTIME_CHANNEL_CONTEXT_KEY`, by its value (this package imports nothing of @aura/auth's barrel,
 * see slice.ts); slice.test.ts holds the two equal.
 */
export const REALTIME_CONTEXT_KEY = 'realtimeChannel';

/** The part of the tab's realtime socket this package listens to. */
export interface ReviewSource {
  on(event: 'message', listener: (message: ServerMessage) => void): () => void;
}

type Notice = MediaReviewed | LikeReceived;

function reviews(source: ReviewSource): EventChannel<Notice> {
  return eventChannel<Notice>(
    (emit) =>
      source.on('message', (message) => {
        const parsed =
          message.type === 'likeReceived'
            ? likeReceivedSchema.safeParse(message)
            : mediaReviewedSchema.safeParse(message);
        if (parsed.success) emit(parsed.data);
      }),
    buffers.expanding<Notice>(8),
  );
}

/**
 * An operator's decision about one's upload reaches the album while it is open (docs/profiles.md "Review"); a like
 * reads the Likes list again (docs/profiles.md "The card").
 */
export function* reviewNotices(source: ReviewSource, api?: ProfileApi) {
  const channel: EventChannel<Notice> = yield call(reviews, source);
  try {
    for (;;) {
      const notice = (yield take(channel)) as Notice;
      if (notice.type === 'likeReceived') {
        if (api) yield call(refreshLikes, api);
        continue;
      }
      const { id, status, reason } = notice;
      yield put(photoReviewed({ id, status, ...(reason ? { reason } : {}) }));
    }
  } finally {
    if ((yield cancelled()) as boolean) channel.close();
  }
}
