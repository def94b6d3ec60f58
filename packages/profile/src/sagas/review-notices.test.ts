// An operator's decision reaches the owner's open album through the realtime socket, without a reload.
import type { ServerMessage } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import { selectPage, selectUpload } from '../selectors.ts';
import { profileOpened } from '../slice.ts';
import { ownProfile, photoUnderReview } from '../testing/fixtures.ts';
import { createProfileStore, fakeProfileApi } from '../testing/profile-store.tsx';
import type { ReviewSource } from './review-notices.ts';

/** A socket that delivers what the test sends it; counts its listeners. */
function fakeSocket() {
  const listeners = new Set<(message: ServerMessage) => void>();
  const source: ReviewSource = {
    on: (_event, listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { source, listeners, send: (message: ServerMessage) => listeners.forEach((l) => l(message)) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('review notices', () => {
  it('mark one’s photo approved or rejected as the operator decides, and say so', async () => {
    const socket = fakeSocket();
    const second = { ...photoUnderReview, id: '9d7a1f43-5c1e-4c2b-9b0e-1c2d3e4f5a6b' };
    const store = createProfileStore(
      {},
      fakeProfileApi({ profile: async () => ({ ...ownProfile, photos: [photoUnderReview, second] }) }),
      socket.source,
    );
    store.dispatch(profileOpened({}));
    await settle();

    socket.send({ type: 'mediaReviewed', id: photoUnderReview.id, status: 'approved' });
    socket.send({ type: 'presence', userId: '100009', status: 2 });
    socket.send({ type: 'mediaReviewed', id: second.id, status: 'rejected', reason: 'Not you.' });
    await settle();
    const photos = selectPage(store.getState(), 'me').profile!.photos;
    expect(photos[0]).toMatchObject({
      id: photoUnderReview.id,
      status: 'approved',
      url: photoUnderReview.url,
    });
    expect(photos[1]).toEqual({
      id: second.id,
      status: 'rejected',
      width: second.width,
      height: second.height,
      reason: 'Not you.',
    });
    expect(selectUpload(store.getState()).notice).toEqual({
      key: 'profile:album.rejectedNotice',
      values: { reason: 'Not you.' },
    });

    store.task.cancel();
    expect(socket.listeners.size).toBe(0);
  });
});
