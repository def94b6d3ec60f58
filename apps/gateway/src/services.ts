import { randomUUID } from 'node:crypto';
import { CALL_LIMITS, IM_LIMITS, UNKNOWN_COUNTRY } from '@aura/contracts';
import { TestClock, systemClock, type Clock } from './clock.ts';
import type { GatewayServices, ServiceOptions } from './gateway-services.ts';
import {
  kycProviderFor,
  mailerFor,
  paymentProviderFor,
  storageFor,
  textSenderFor,
  translatorFor,
} from './provider-choice.ts';
import type { Config } from './config.ts';
import { AfterCommit } from './db/after-commit.ts';
import { openDatabase, type DatabaseOptions } from './db/database.ts';
import {
  LoginService,
  OneTimeCodes,
  DEFAULT_OPERATION_BUDGETS,
  OperationThrottle,
  PasswordThrottle,
  PasswordHasher,
  type AuthServices,
} from './modules/accounts/index.ts';
import { BanService, bannedError } from './modules/bans/index.ts';
import { CallScheduler, CallService, callMessages, type CallLog } from './modules/calls/index.ts';
import { FriendRequestService, FriendService } from './modules/friends/index.ts';
import { ImService } from './modules/im/index.ts';
import { ActivityRewards, RewardService } from './modules/rewards/index.ts';
import { likedBy } from './modules/likes/index.ts';
import { GiftService } from './modules/gifts/index.ts';
import {
  MediaService,
  MediaUrls,
  NsfwjsScreen,
  SnapshotRetention,
  SnapshotService,
  mediaUrlKey,
} from './modules/media/index.ts';
import { SafetyService } from './modules/safety/index.ts';
import { CallSettingsService, HostService } from './modules/hosts/index.ts';
import { LedgerService } from './modules/ledger/index.ts';
import { MatchScheduler, MatchService, matchAwareMessages, queuedUserIds } from './modules/matching/index.ts';
import { PaymentsScheduler, PaymentsService, RefundReports, vipAmong } from './modules/payments/index.ts';
import { HumanAgeEstimator, KycService } from './modules/kyc/index.ts';
import { PresenceService } from './modules/presence/index.ts';
import { ChatPhotoSweep } from './modules/im/photo-sweep.ts';
import {
  PushService,
  WebPushSender,
  callNotifierWithPush,
  loadVapidKeys,
  messagePushes,
  rewardPushes,
  type CompletedReward,
} from './modules/push/index.ts';
import { RealtimeHub, UserDelivery } from './modules/realtime/index.ts';
import { startRenewalNotices } from './renewal-notices.ts';
import { SessionService, loadSessionKey } from './modules/sessions/index.ts';
import { UserService, userById } from './modules/users/index.ts';
import { KeyUnwrapper } from './protocol/cipher.ts';
import { KeyRing } from './protocol/keys.ts';
import { RateLimiter } from './protocol/rate-limiter.ts';
import { DatabaseReplayGuard, MemoryReplayGuard } from './protocol/replay-guard.ts';
import type { ProtocolServices } from './protocol/route.ts';

export function databaseOptionsOf(config: Config): DatabaseOptions {
  return config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir };
}

/** The clock a gateway runs on: the one a test handed in, a test clock when configured, real time otherwise. */
export function clockFor(config: Config, given: Clock | undefined): Clock {
  if (config.testClock && given && !(given instanceof TestClock)) {
    throw new Error('TEST_CLOCK is set, so the clock a test hands in must be a TestClock');
  }
  return given ?? (config.testClock ? new TestClock() : systemClock);
}

export async function startServices(config: Config, options: ServiceOptions = {}): Promise<GatewayServices> {
  const clock = clockFor(config, options.clock);
  const now = () => clock.now();
  const instanceId = randomUUID();
  const database =
    options.sharedDatabase ?? (await openDatabase(options.database ?? databaseOptionsOf(config)));
  const keyRing = KeyRing.open(config.keysDir);
  const sessionKey = loadSessionKey(config.keysDir, config.sessionKey);
  const sessions = await SessionService.start(database.db, database.pubsub, sessionKey, now);
  const storage = storageFor(config);
  const media = new MediaService(
    database.db,
    storage,
    new MediaUrls(mediaUrlKey(sessionKey), now),
    now,
    config.nsfwPrescreen ? new NsfwjsScreen() : undefined,
    options.log,
  );
  // Presence is judged by the database's clock (now() in SQL), not this one: it measures whether real sockets beat
  // in real time, which a test clock's jump does not change (docs/testing.md, "The test clock"). Only when a user's
  // last socket went is on this clock: a call rule reads it (docs/calls.md "A side that leaves").
  const presence = new PresenceService(database.db, database.pubsub, now);
  presence.startSweeping();
  // One process is the whole gateway on PGlite; on PostgreSQL any number may share the replay memory.
  const replayGuard =
    database.kind === 'postgres' ? new DatabaseReplayGuard(database.db, now) : new MemoryReplayGuard(now);
  const rateLimiter = new RateLimiter(now);
  const ledger = new LedgerService(database.db, { now });
  const users = new UserService(database.db, ledger);
  const bans = new BanService(database.db, sessions, now);
  const operations = new OperationThrottle(now, {
    ...DEFAULT_OPERATION_BUDGETS,
    perAddress: config.rateLimits.signInPerAddress,
  });
  const auth: AuthServices = {
    codes: new OneTimeCodes(database.db, now),
    bans,
    login: new LoginService(database.db, sessions, bans, users, config.accounts.oneSessionPerAccount),
    passwords: new PasswordThrottle(database.db, now),
    hasher: PasswordHasher.for(config.env),
    operations,
    mailer: options.mailer ?? mailerFor(config, database),
    texts: options.texts ?? textSenderFor(config, database),
    ledger,
  };
  const protocol: ProtocolServices = {
    keyRing,
    unwrapper: new KeyUnwrapper(keyRing),
    replayGuard,
    sessions,
    banCheck: async (userId, deviceId) => {
      const verdict = await bans.verdict(userId, deviceId);
      return verdict && bannedError(verdict);
    },
    rateLimiter,
    limits: { perDevicePerMinute: config.rateLimits.perDevicePerMinute },
    validateOutput: config.env !== 'production',
    now,
  };
  const realtime = new RealtimeHub({
    protocol,
    presence,
    instanceId,
    delivery: new UserDelivery(database.db, database.pubsub),
    heartbeatMs: options.realtimeHeartbeatMs,
  });
  await realtime.start();
  // Whether a push is needed (docs/push.md): a socket on this instance says so at once, else presence's table.
  const tabs = { hasOpenTab: async (id: number) => realtime.hasSocketHere(id) || presence.hasOpenTab(id) };
  // Without the server's logger (admin commands), failures go to stderr.
  const log: CallLog = options.log ?? {
    warn: (details, message) => console.warn(message, details),
    error: (details, message) => console.error(message, details),
  };
  const friends = new FriendService(database.db);
  const vapid = loadVapidKeys(config.keysDir, config.push.vapid);
  const push = new PushService({
    db: database.db,
    rewards: new RewardService(database.db, ledger),
    sender: options.pushSender ?? new WebPushSender(vapid, config.push.subject, now),
    publicKey: vapid.publicKey,
    localEndpoints: config.push.localEndpoints,
    grants: { notificationCoins: config.push.notificationCoins, webappCoins: config.push.webappCoins },
    now,
    log,
  });
  // A task or mission completed by an event is told by push after its transaction commits (docs/push.md).
  const rewardDone = await AfterCommit.start<CompletedReward>(database.pubsub, rewardPushes(push, tabs, log));
  // Calls, matches and messages count for the daily tasks and missions, in their own transactions.
  const rewards = new ActivityRewards({
    db: database.db,
    ledger,
    vip: async (userId) => (await vipAmong(database.db, [userId], now())).has(userId),
    now,
    // A mission's gifts go to the backpack in its claim (docs/rewards.md); `gifts` is made below, before any claim.
    backpack: {
      catalogue: (db) => gifts.catalogue(db),
      grantToBackpack: (grant, db) => gifts.grantToBackpack(grant, db),
    },
    completedIn: async (tx, userId, missions) => {
      const coins = missions.reduce((total, mission) => total + mission.coins, 0);
      if (coins > 0) await rewardDone.in(tx, { userId, coins });
    },
  });
  const im = new ImService({
    db: database.db,
    friends,
    now,
    limits: {
      freeSayHiPerDay: IM_LIMITS.freeSayHiPerDay,
      onlineRemindersPerDay: IM_LIMITS.onlineRemindersPerDay,
    },
    status: (userId) => presence.status(userId),
    events: rewards,
    images: {
      store: (ownerId, base64) => media.storeChatImage(ownerId, base64),
      urls: (id) => media.chatImageUrls(id),
      remove: (id) => media.removeChatImage(id),
    },
    translation: {
      translator: options.translator ?? translatorFor(config),
      ledger,
      vip: async (userId) => (await vipAmong(database.db, [userId], now())).has(userId),
      limits: { price: IM_LIMITS.translationPrice, perDay: IM_LIMITS.translationsPerDay },
    },
    // Web push to a receiver with no tab open (docs/push.md).
    stored: messagePushes(
      push,
      tabs,
      log,
      async (userId) => (await userById(database.db, userId))?.nickname ?? '',
    ),
  });
  // Online reminders (docs/messages.md): every instance hears each presence change; the one that deletes a
  // waiting reminder tells it, so it is told once.
  const stopReminders = await presence.onChange((change) => {
    void im.presenceChanged(Number(change.userId), change.status).catch((error: unknown) => {
      log.warn({ userId: change.userId, error: String(error) }, 'online reminders not told');
    });
  });
  const calls = new CallService({
    db: database.db,
    friends,
    // Spec §6: a VIP may video-call anyone they liked, video from friends only or not (docs/profiles.md).
    directCall: async (callerId, calleeId) =>
      (await likedBy(database.db, callerId, calleeId)) &&
      (await vipAmong(database.db, [callerId], now())).has(callerId),
    ledger,
    presence,
    // The callee's bell goes by web push too when no tab of theirs is open (docs/push.md).
    notifier: callNotifierWithPush(realtime, push, tabs, log),
    minuteMs: CALL_LIMITS.minuteMs,
    iceServers: config.calls.iceServers,
    ...(config.calls.agora ? { agora: config.calls.agora } : {}),
    // Each ended call between two who chat is recorded in their chat (docs/messages.md "Call records"); an
    // answered call counts for both sides' tasks (docs/rewards.md).
    endings: {
      callEndedIn: async (tx, call) => {
        await im.callEndedIn(tx, call);
        await rewards.callEndedIn(tx, call);
      },
    },
    now,
    log,
  });
  const matching = new MatchService({
    db: database.db,
    ledger,
    presence,
    notifier: realtime,
    calls,
    friends,
    quota: config.matching,
    vip: (userIds, db) => vipAmong(db, userIds, now()),
    events: rewards,
    iceServers: config.calls.iceServers,
    now,
    log,
  });
  const friendRequests = new FriendRequestService({
    db: database.db,
    friends,
    ledger,
    history: im,
    now,
    limits: { freeAddsPerDay: IM_LIMITS.freeFriendAddsPerDay, addPrice: IM_LIMITS.friendAddPrice },
  });
  // A gift between two who chat is recorded in their chat (docs/gifts.md "In the chat"), and counts for the
  // sender's gift task (docs/rewards.md).
  const gifts = new GiftService({
    db: database.db,
    ledger,
    friends,
    records: {
      giftSentIn: async (tx, sent) => {
        await im.giftSentIn(tx, sent);
        await rewards.recordIn(tx, sent.senderId, 'gift', sent.sentAt);
      },
    },
    now,
    log,
  });
  const safety = new SafetyService({ db: database.db, friends, calls, matches: matching, chats: im });
  const snapshots = new SnapshotService(database.db, storage, now, async (userId, roomNum) => {
    const call = await calls.callFor(userId, roomNum);
    return call?.state === 'connected' && call.media === 'video';
  });
  const snapshotRetention = new SnapshotRetention(snapshots, log, clock);
  if ((options.snapshotRetention ?? 'start') === 'start') snapshotRetention.start();
  const chatPhotoSweep = new ChatPhotoSweep(im, log, clock);
  chatPhotoSweep.start();
  calls.takeRtcRolesFrom(matching);
  realtime.handleCallMessages(matchAwareMessages(matching, callMessages(calls)));
  const callScheduler = new CallScheduler(calls, log, clock);
  // Busy flags a killed process left on users in no call are cleared before the first request, not in a race
  // with it; the scheduler looks again now and then.
  await calls.clearStaleBusy();
  if ((options.callScheduler ?? 'start') === 'start') callScheduler.start();
  const matchScheduler = new MatchScheduler(
    matching,
    log,
    (limit) => queuedUserIds(database.db, limit),
    clock,
  );
  if ((options.matchScheduler ?? 'start') === 'start') matchScheduler.start();
  const { provider: paymentProvider, sandboxPsp } = paymentProviderFor(config, database, now);
  const payments = new PaymentsService({
    db: database.db,
    ledger,
    provider: paymentProvider,
    now,
    publicUrl: config.publicUrl,
    countryOf: async (userId) => (await userById(database.db, userId))?.countryCode ?? UNKNOWN_COUNTRY.ab,
    renewalFailedIn: (tx, failure) => renewalFailed.in(tx, failure),
  });
  const renewalFailed = await startRenewalNotices({ database, push, presence: tabs, auth, config, log });
  const refundReports = new RefundReports(database.db, ledger, storage, now);
  const paymentsScheduler = new PaymentsScheduler(payments, sandboxPsp, log, clock);
  if ((options.paymentsScheduler ?? 'start') === 'start') paymentsScheduler.start();
  const { provider: kycProvider, sandboxKyc } = kycProviderFor(config, now);
  const kyc = new KycService(database.db, options.ageEstimator ?? new HumanAgeEstimator(), kycProvider, {
    now,
    publicUrl: config.publicUrl,
  });
  const hosts = new HostService(database.db, users, presence, friends);
  await hosts.start(database.pubsub);
  let closeStep = 'not started';
  return {
    instanceId,
    clock,
    database,
    keyRing,
    protocol,
    sessions,
    users,
    ledger,
    presence,
    hosts,
    callSettings: new CallSettingsService(database.db),
    friends,
    friendRequests,
    im,
    rewards,
    push,
    rewardDone,
    renewalFailed,
    realtime,
    calls,
    callScheduler,
    matching,
    matchScheduler,
    safety,
    media,
    snapshots,
    snapshotRetention,
    chatPhotoSweep,
    payments,
    refundReports,
    gifts,
    sandboxPsp,
    paymentsScheduler,
    kyc,
    sandboxKyc,
    auth,
    async close() {
      // The scheduler's pass in progress finishes first; sockets next: their goodbyes need the database.
      closeStep = 'waiting for the call scheduler';
      await callScheduler.stop();
      closeStep = 'waiting for the match scheduler';
      await matchScheduler.stop();
      closeStep = 'waiting for the snapshot retention job';
      await snapshotRetention.stop();
      await chatPhotoSweep.stop();
      closeStep = 'waiting for the pre-screens of uploads';
      await media.screened();
      closeStep = 'waiting for the payments scheduler';
      await paymentsScheduler.stop();
      closeStep = 'waiting for the web push messages in flight';
      await rewardDone.stop();
      await renewalFailed.stop();
      await push.stop();
      closeStep = 'closing the realtime sockets';
      await realtime.close();
      presence.stop();
      await stopReminders();
      await hosts.stop();
      replayGuard.close();
      rateLimiter.close();
      operations.close();
      closeStep = 'marking this instance offline';
      await presence.instanceStopped(instanceId).catch(() => {});
      closeStep = 'closing the database';
      if (!options.sharedDatabase) await database.close();
      closeStep = 'closed';
    },
    closeProgress: () => ({ services: closeStep, realtime: realtime.closeProgress() }),
  };
}
