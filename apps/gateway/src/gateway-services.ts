// What the composition root (services.ts) makes at start, and what a caller may hand it instead.
import type { Clock } from './clock.ts';
import type { AfterCommit } from './db/after-commit.ts';
import type { Database, DatabaseOptions } from './db/database.ts';
import type { AuthServices } from './modules/accounts/index.ts';
import type { CallLog, CallScheduler, CallService } from './modules/calls/index.ts';
import type { FriendRequestService, FriendService } from './modules/friends/index.ts';
import type { GiftService } from './modules/gifts/index.ts';
import type { CallSettingsService, HostService } from './modules/hosts/index.ts';
import type { ImService } from './modules/im/index.ts';
import type { ChatPhotoSweep } from './modules/im/photo-sweep.ts';
import type { AgeEstimator, KycService, SandboxKyc } from './modules/kyc/index.ts';
import type { LedgerService } from './modules/ledger/index.ts';
import type { MatchScheduler, MatchService } from './modules/matching/index.ts';
import type { MediaService, SnapshotRetention, SnapshotService } from './modules/media/index.ts';
import type {
  PaymentsScheduler,
  PaymentsService,
  RefundReports,
  RenewalFailure,
  SandboxPsp,
} from './modules/payments/index.ts';
import type { PresenceService } from './modules/presence/index.ts';
import type { CompletedReward, PushSenderPort, PushService } from './modules/push/index.ts';
import type { RealtimeHub } from './modules/realtime/index.ts';
import type { ActivityRewards } from './modules/rewards/index.ts';
import type { SafetyService } from './modules/safety/index.ts';
import type { SessionService } from './modules/sessions/index.ts';
import type { UserService } from './modules/users/index.ts';
import type { KeyRing } from './protocol/keys.ts';
import type { ProtocolServices } from './protocol/route.ts';
import type { Mailer } from './providers/mail.ts';
import type { TextSender } from './providers/text-messages.ts';
import type { Translator } from './providers/translation.ts';
/** Everything the gateway's modules share, made once at start and closed on shutdown. */
export interface GatewayServices {
  instanceId: string;
  /** Server time for every rule that depends on it: real, or a test clock (clock.ts). */
  clock: Clock;
  database: Database;
  keyRing: KeyRing;
  protocol: ProtocolServices;
  sessions: SessionService;
  users: UserService;
  /** Every movement of coins and points (docs/ledger.md). */
  ledger: LedgerService;
  presence: PresenceService;
  hosts: HostService;
  /** A user's own call settings: video from friends only, a host's prices. */
  callSettings: CallSettingsService;
  friends: FriendService;
  /** Friend requests, removal, the block list (docs/messages.md). */
  friendRequests: FriendRequestService;
  /** Messages between users (docs/messages.md). */
  im: ImService;
  /** Check-in, daily tasks, missions, activity entries, popups (docs/rewards.md). */
  rewards: ActivityRewards;
  /** Web push and the grants for notifications and the installed app (docs/push.md). */
  push: PushService;
  /** The web pushes of completed tasks and missions, run after their transactions commit (docs/push.md). */
  rewardDone: AfterCommit<CompletedReward>;
  /** The web pushes of renewals that could not be charged, run after their transactions commit (docs/push.md). */
  renewalFailed: AfterCommit<RenewalFailure>;
  realtime: RealtimeHub;
  calls: CallService;
  callScheduler: CallScheduler;
  matching: MatchService;
  /** Reports and blocks from a call or a match. */
  safety: SafetyService;
  /** Uploads, their files and their review (docs/profiles.md). */
  media: MediaService;
  /** Frames of calls for moderation, and their retention job (docs/profiles.md "Video snapshots"). */
  snapshots: SnapshotService;
  snapshotRetention: SnapshotRetention;
  /** Deletes the files of chat photos a removal wiped, when the removal did not (docs/messages.md "Images"). */
  chatPhotoSweep: ChatPhotoSweep;
  matchScheduler: MatchScheduler;
  /** The coin shop: catalogue, orders, the PSP's events (docs/payments.md). */
  payments: PaymentsService;
  /** Users' refund reports and the operator's decisions on them (docs/payments.md "Refund reports"). */
  refundReports: RefundReports;
  /** Gifts and the backpack (docs/gifts.md). */
  gifts: GiftService;
  /** Age assurance (docs/kyc.md). */
  kyc: KycService;
  /** The sandbox KYC provider when KYC_PROVIDER=sandbox. */
  sandboxKyc: SandboxKyc | undefined;
  /** The sandbox PSP when it is the provider (its pages and webhooks); undefined with a real one. */
  sandboxPsp: SandboxPsp | undefined;
  /** Reconciliation, and the sandbox PSP's settling and deliveries, on the gateway's clock. */
  paymentsScheduler: PaymentsScheduler;
  /** The sign-in machinery every sign-in method shares. */
  auth: AuthServices;
  close(): Promise<void>;
  /** Where `close` has got to, for the log of a shutdown that takes too long. */
  closeProgress(): Record<string, unknown>;
}

export interface ServiceOptions {
  /** Overrides the database the configuration names (tests use an in-memory PGlite). */
  database?: DatabaseOptions;
  /**
   * A database another gateway already opened: this one uses it and leaves closing it to its owner. Tests run
   * two gateway instances on one PGlite this way, as production runs several on one PostgreSQL.
   */
  sharedDatabase?: Database;
  /** The realtime heartbeat interval; tests shorten it instead of waiting three real intervals. */
  realtimeHeartbeatMs?: number;
  /** Where the calls module logs (the server's logger). */
  log?: CallLog;
  /** Tests that drive the call scheduler's passes themselves leave it stopped. */
  callScheduler?: 'start' | 'manual';
  /** Tests that drive the match scheduler's passes (pairing, Face to Face timeouts) themselves leave it stopped. */
  matchScheduler?: 'start' | 'manual';
  /** Tests that drive reconciliation and the sandbox PSP's deliveries themselves leave it stopped. */
  paymentsScheduler?: 'start' | 'manual';
  /** Tests that drive the snapshots' retention passes themselves leave it stopped. */
  snapshotRetention?: 'start' | 'manual';
  /** Replace the age estimator (Human's models by default, loaded at the first estimate). */
  ageEstimator?: AgeEstimator;
  /** Replace the mail or SMS provider (tests of the production adapters). */
  mailer?: Mailer;
  texts?: TextSender;
  /** Replace the translation provider (tests of a provider that fails). */
  translator?: Translator;
  /** Replace the web push sender (a bench comparing senders). */
  pushSender?: PushSenderPort;
  /**
   * Server time; real unless a test hands in its own clock, or the configuration asks for a test clock
   * (TEST_CLOCK, test mode with sandbox providers only) and the gateway makes one.
   */
  clock?: Clock;
}
