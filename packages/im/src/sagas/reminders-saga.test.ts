// Online reminders in the tab (docs/messages.md "Online reminders"): asking, the day's limit said in the spec's
// words, and a friend told online joining the online list with a tip naming them; the friends' presence watched for
// the online list.
import { BUSINESS_CODES, USER_STATUS } from '@aura/contracts';
import { GatewayCallError, realtimePresenceChanged } from '@aura/gateway-client';
import { describe, expect, it, vi } from 'vitest';
import type { FriendsAnswer, ImApi } from '../api.ts';
import { startImSagas } from '../testing/saga-bed.ts';
import { friendsOpened, remindPressed } from '../actions.ts';

const NOOR = '100002';
const SAM = '100003';
const friends: FriendsAnswer = {
  friends: [
    { userId: NOOR, userName: 'Noor', headImg: '' },
    { userId: SAM, userName: 'Sam', headImg: '' },
  ],
  incoming: [],
  outgoing: [],
  blocked: [],
  addPrice: 20,
  freeAddsLeft: 1,
};

function fakeApi() {
  return {
    chats: vi.fn(async () => ({ chats: [], sayHiLeft: 5, unread: 0 })),
    unread: vi.fn(async () => 0),
    friends: vi.fn(async () => friends),
    reminders: vi.fn(async () => ({ friendIds: [SAM], remindersLeft: 9 })),
    remind: vi.fn(async () => ({ online: false, waiting: true, remindersLeft: 8 })),
  } as unknown as ImApi & { remind: ReturnType<typeof vi.fn>; friends: ReturnType<typeof vi.fn> };
}

describe('online reminders in the tab', () => {
  it('asks for one, keeps what the gateway answered, and says the day’s limit in its words', async () => {
    const api = fakeApi();
    const app = startImSagas(api);
    app.store.dispatch(friendsOpened());
    await vi.waitFor(() => expect(app.store.getState().im.reminders).toEqual({ friendIds: [SAM], left: 9 }));
    app.store.dispatch(remindPressed({ friendId: NOOR, name: 'Noor' }));
    await vi.waitFor(() =>
      expect(app.store.getState().im.reminders).toEqual({ friendIds: [SAM, NOOR], left: 8 }),
    );
    expect(api.remind).toHaveBeenCalledWith(NOOR);
    expect(app.store.getState().im.friendNotice).toEqual({ key: 'friends.remindSet', name: 'Noor' });

    api.remind.mockRejectedValueOnce(
      new GatewayCallError({
        code: BUSINESS_CODES.onlineReminderLimitReached,
        message: 'limit',
        reason: 'server',
        call: 'POST',
      }),
    );
    app.store.dispatch(remindPressed({ friendId: SAM, name: 'Sam' }));
    await vi.waitFor(() =>
      expect(app.store.getState().im.friendNotice).toEqual({
        code: BUSINESS_CODES.onlineReminderLimitReached,
      }),
    );
    app.task.cancel();
  });

  it('puts a friend told online first in the online list, ends their reminder and names them', async () => {
    const app = startImSagas(fakeApi());
    app.store.dispatch(friendsOpened());
    await vi.waitFor(() => expect(app.store.getState().im.reminders?.friendIds).toEqual([SAM]));
    app.push({ type: 'imOnline', friendId: SAM });
    await vi.waitFor(() => expect(app.store.getState().im.onlineFriends).toEqual([SAM]));
    expect(app.store.getState().im.reminders?.friendIds).toEqual([]);
    expect(app.store.getState().im.onlineTip).toEqual({ friendId: SAM, name: 'Sam' });
    app.push({ type: 'imOnline', friendId: NOOR });
    await vi.waitFor(() => expect(app.store.getState().im.onlineFriends).toEqual([NOOR, SAM]));
    app.task.cancel();
  });

  it('watches the friends’ presence: every friend online is listed, one going offline leaves, a removed one is let go', async () => {
    const api = fakeApi();
    const app = startImSagas(api);
    const HOST = '100009';
    // The wall told of Sam before the friends page opened; a host online is no friend.
    app.store.dispatch(realtimePresenceChanged({ userId: SAM, status: USER_STATUS.busy }));
    app.store.dispatch(realtimePresenceChanged({ userId: HOST, status: USER_STATUS.online }));
    app.store.dispatch(friendsOpened());
    await vi.waitFor(() => expect([...app.watched].sort()).toEqual([NOOR, SAM]));
    expect(app.store.getState().im.onlineFriends).toEqual([SAM]);

    app.store.dispatch(realtimePresenceChanged({ userId: NOOR, status: USER_STATUS.online }));
    expect(app.store.getState().im.onlineFriends).toEqual([NOOR, SAM]);
    app.store.dispatch(realtimePresenceChanged({ userId: SAM, status: USER_STATUS.offline }));
    expect(app.store.getState().im.onlineFriends).toEqual([NOOR]);

    // Noor is removed: the next list lets her go, off the online list too.
    api.friends.mockResolvedValueOnce({
      ...friends,
      friends: friends.friends.filter((f) => f.userId !== NOOR),
    });
    app.store.dispatch(friendsOpened());
    await vi.waitFor(() => expect([...app.watched]).toEqual([SAM]));
    expect(app.store.getState().im.onlineFriends).toEqual([]);
    app.task.cancel();
  });
});
