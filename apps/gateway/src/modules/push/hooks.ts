import type { PushPayload, ServerMessage } from '@aura/contracts';
import type { PushService } from './service.ts';

/** Where the push hooks learn whether a user has a tab open (the presence module). */
export interface OpenTabs {
  hasOpenTab(userId: number): Promise<boolean>;
}

export interface HookLog {
  warn(details: object, message: string): void;
}

/** A port that delivers realtime messages to a user's tabs (the calls module's CallNotifier). */
export interface UserMessages {
  sendToUser(userId: number, message: ServerMessage): Promise<void>;
}

/**
 * Sends to `userId` by push when no tab of theirs is open, after the realtime delivery; a push that fails is
 * logged, never the caller's failure (the bell still rings in any tab that opens meanwhile). A payload of
 * undefined sends nothing (what it would tell is no longer so).
 */
function pushWhenNoTab(
  push: PushService,
  tabs: OpenTabs,
  log: HookLog,
  userId: number,
  payload: () => Promise<PushPayload | undefined>,
): void {
  push.background(async () => {
    try {
      if (await tabs.hasOpenTab(userId)) return;
      const told = await payload();
      if (told) await push.notify(userId, told);
    } catch (error) {
      log.warn({ err: error, userId }, 'push: a notification could not be sent');
    }
  });
}

/**
 * The calls module's notifier with web push added: an incoming call to a user with no tab open also goes as a
 * notification (tapping it opens the app, which answers the bell: docs/push.md). Everything else passes through.
 */
export function callNotifierWithPush(
  inner: UserMessages,
  push: PushService,
  tabs: OpenTabs,
  log: HookLog,
): UserMessages {
  return {
    async sendToUser(userId, message) {
      await inner.sendToUser(userId, message);
      if (message.type !== 'callIncoming') return;
      const payload: PushPayload = {
        kind: 'call',
        roomNum: message.call.roomNum,
        callerName: message.caller.userName,
        media: message.call.media,
      };
      pushWhenNoTab(push, tabs, log, userId, async () => payload);
    },
  };
}

/** A new message stored in a chat, as the im module tells of it. */
export interface StoredChatMessage {
  senderId: number;
  peerId: number;
}

/** Tells the receiver of a new chat message with no tab open, by push (the im module's `stored` listener). */
export function messagePushes(
  push: PushService,
  tabs: OpenTabs,
  log: HookLog,
  nameOf: (userId: number) => Promise<string>,
) {
  return ({ senderId, peerId }: StoredChatMessage): void => {
    pushWhenNoTab(push, tabs, log, peerId, async () => ({
      kind: 'message',
      friendId: String(senderId),
      senderName: await nameOf(senderId),
    }));
  };
}

/** Coins waiting for a user: a task or mission an event completed, told after its transaction committed. */
export interface CompletedReward {
  userId: number;
  coins: number;
}

/**
 * Tells a user with no tab open that a task or mission of theirs is done and its coins wait to be claimed (the
 * rewards module's completions, run after their commit by `AfterCommit`); the tap opens the task page.
 */
export function rewardPushes(push: PushService, tabs: OpenTabs, log: HookLog) {
  return ({ userId, coins }: CompletedReward): void => {
    pushWhenNoTab(push, tabs, log, userId, async () => ({ kind: 'reward', coins }));
  };
}

/** Tells a liked user with no tab open, by push: "Someone liked you" (the likes module's `liked` listener). */
export function likePushes(push: PushService, tabs: OpenTabs, log: HookLog) {
  return (likedId: number): void => {
    pushWhenNoTab(push, tabs, log, likedId, async () => ({ kind: 'like' }));
  };
}

/**
 * Tells a user with no tab open that their subscription's renewal could not be charged (the payments module's
 * failures, run after their commit by `AfterCommit`). `notice` reads what the shop says of it now: nothing once the
 * renewal went through after all or another subscription is held; the tap opens the shop.
 */
export function renewalPushes<Failure extends { userId: number }>(
  push: PushService,
  tabs: OpenTabs,
  log: HookLog,
  notice: (failure: Failure) => Promise<PushPayload | undefined>,
) {
  return (failure: Failure): void => {
    pushWhenNoTab(push, tabs, log, failure.userId, () => notice(failure));
  };
}
