import { mediaReviewedSchema, type MediaReviewed, type ServerMessage } from '@aura/contracts';
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

function reviews(source: ReviewSource): EventChannel<MediaReviewed> {
  return eventChannel<MediaReviewed>(
    (emit) =>
      source.on('message', (message) => {
        const parsed = mediaReviewedSchema.safeParse(message);
        if (parsed.success) emit(parsed.data);
      }),
    buffers.expanding<MediaReviewed>(8),
  );
}

/** An operator's decision about one's upload reaches the album while it is open (docs/profiles.md "Review"). */
export function* reviewNotices(source: ReviewSource) {
  const channel: EventChannel<MediaReviewed> = yield call(reviews, source);
  try {
    for (;;) {
      const { id, status, reason } = (yield take(channel)) as MediaReviewed;
      yield put(photoReviewed({ id, status, ...(reason ? { reason } : {}) }));
    }
  } finally {
    if ((yield cancelled()) as boolean) channel.close();
  }
}
