import type {
  CallEndReason,
  CallMedia,
  CallOutcome,
  CallRole,
  CallState,
  LedgerCurrency,
  MatchMode,
  Role,
} from '@aura/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const moment = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable('users', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 100_001 }),
  /** The public id people search for and share; never the internal id. */
  searchId: text('search_id').notNull().unique(),
  nickname: text('nickname').notNull().default(''),
  role: text('role').$type<Role>().notNull().default('user'),
  /** ISO 3166-1 alpha-2, or one of the special regions; ZZ when unknown. */
  countryCode: text('country_code').notNull().default('ZZ'),
  /** Hidden from others' presence: shown as invisible. */
  invisible: boolean('invisible').notNull().default(false),
  /** Accepts video calls (and a voice call's switch to video) from friends only (spec §6); voice from anyone. */
  videoFriendsOnly: boolean('video_friends_only').notNull().default(false),
  pushToken: text('push_token').notNull().default(''),
  /** Lower-case; unique across accounts while bound. Unverified addresses may be taken over (spec §4 binding). */
  email: text('email').unique(),
  emailVerifiedAt: moment('email_verified_at'),
  emailBoundAt: moment('email_bound_at'),
  /** E.164. */
  phone: text('phone').unique(),
  phoneVerifiedAt: moment('phone_verified_at'),
  phoneBoundAt: moment('phone_bound_at'),
  /** scrypt (docs/accounts.md); null until the user chooses a password. */
  passwordHash: text('password_hash'),
  gender: smallint('gender'),
  birthday: date('birthday', { mode: 'string' }),
  birthdayChanges: smallint('birthday_changes').notNull().default(0),
  adultConfirmedAt: moment('adult_confirmed_at'),
  /** How the account was made: email, phone, google, apple, facebook, admin. */
  createdVia: text('created_via').notNull().default('admin'),
  createdAt: createdAt(),
});

/**
 * A signed-in device. The login token itself is never stored: `token_hash` (SHA-256) finds a session by token,
 * and `sign_key` is the token sealed with the server's session key (AES-256-GCM), because verifying a sign needs
 * the token as the HMAC key (docs/protocol.md, "Sessions").
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    deviceId: text('device_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    signKey: text('sign_key').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** logout, replaced (a newer session took over), banned, expired. */
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('sessions_user_device').on(table.userId, table.deviceId)],
);

/** The last sign of life of a user over HTTP, and whether a call keeps them busy. */
export const presence = pgTable('presence', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  lastHeartbeatAt: timestamp('last_heartbeat_at', { withTimezone: true }),
  busy: boolean('busy').notNull().default(false),
});

/** Open realtime sockets of signed-in users, on any gateway instance; stale rows expire by `last_beat_at`. */
export const presenceSockets = pgTable(
  'presence_sockets',
  {
    socketId: text('socket_id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    instanceId: text('instance_id').notNull(),
    lastBeatAt: timestamp('last_beat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('presence_sockets_user').on(table.userId)],
);

/** Signs seen inside the timestamp window, shared by every gateway instance (PostgreSQL deployments). */
export const seenSignatures = pgTable('seen_signatures', {
  sign: text('sign').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * The ledger's accounts (docs/ledger.md): a user's coins, a host's points, and the system's own accounts (where
 * granted coins come from, where spent coins go). A user's balance is kept here, changed only together with the
 * entries that explain it, and can never go below zero. System accounts keep no balance (null): it is the sum of
 * their entries, so no single row is locked by every charge in the system.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    /** The system account's name (`signup_bonus`, `grants`, `revenue` …); null for a user's account. */
    system: text('system'),
    /** `coin` or `point`: every transaction balances in each currency on its own. */
    currency: text('currency').$type<LedgerCurrency>().notNull(),
    balance: bigint('balance', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_accounts_user_currency')
      .on(table.userId, table.currency)
      .where(sql`${table.userId} IS NOT NULL`),
    uniqueIndex('ledger_accounts_system_currency')
      .on(table.system, table.currency)
      .where(sql`${table.system} IS NOT NULL`),
    check('ledger_accounts_one_owner', sql`(${table.userId} IS NULL) <> (${table.system} IS NULL)`),
    check('ledger_accounts_user_has_balance', sql`(${table.userId} IS NULL) = (${table.balance} IS NULL)`),
    check('ledger_accounts_balance_not_negative', sql`${table.balance} >= 0`),
    check('ledger_accounts_currency', sql`${table.currency} IN ('coin', 'point')`),
  ],
);

/** One movement of money: its entries sum to zero per currency; its key makes a repeated request a no-op. */
export const ledgerTransactions = pgTable('ledger_transactions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** Unique per movement: `signup:100001`, `grant:<key>`, `reward:100001:bind_email`, `call:<id>:<minute>`. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  /** What moved the money: signup_bonus, grant, reward, charge … */
  kind: text('kind').notNull(),
  /** Who or what asked (an operator's reason, the call id …); never shown to users. */
  memo: text('memo').notNull().default(''),
  createdAt: createdAt(),
});

/** The lines of a transaction. Append-only: a mistake is corrected by another transaction, never an edit. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Positive credits the account, negative debits it. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The account's balance after this entry; null for system accounts, which keep none. */
    balanceAfter: bigint('balance_after', { mode: 'number' }),
  },
  (table) => [
    index('ledger_entries_account').on(table.accountId, table.id),
    index('ledger_entries_transaction').on(table.transactionId),
    check('ledger_entries_amount_not_zero', sql`${table.amount} <> 0`),
  ],
);

/**
 * What makes a user a host (role `goddess`, spec §6): the per-minute price and the friends' price in coins, and
 * the points the host earns per minute of call. A row only for hosts.
 */
export const hostProfiles = pgTable(
  'host_profiles',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    pricePerMinute: integer('price_per_minute').notNull(),
    friendPricePerMinute: integer('friend_price_per_minute').notNull(),
    pointsPerMinute: integer('points_per_minute').notNull(),
    /** The picture's URL; null for the gateway's generated picture. */
    avatar: text('avatar'),
    /** Shown on the wall and the guest list. */
    onWall: boolean('on_wall').notNull().default(true),
    /** Made by the development seed (docs/hosts.md); never in production unless asked. */
    demo: boolean('demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'host_profiles_prices_positive',
      sql`${table.pricePerMinute} > 0 AND ${table.friendPricePerMinute} > 0`,
    ),
    check('host_profiles_points_not_negative', sql`${table.pointsPerMinute} >= 0`),
  ],
);

/**
 * Calls (docs/calls.md): everything a gateway instance needs to continue a call is here, so any instance, or a
 * restarted one, rings it out, bills its next minute at `next_charge_at` and ends it at the right time.
 */
export const calls = pgTable(
  'calls',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    roomNum: text('room_num').notNull().unique(),
    callerId: bigint('caller_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    calleeId: bigint('callee_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    media: text('media').$type<CallMedia>().notNull(),
    state: text('state').$type<CallState>().notNull(),
    /** Fixed at launch: a price change of the host's does not change a running call. */
    pricePerMinute: integer('price_per_minute').notNull(),
    pointsPerMinute: integer('points_per_minute').notNull(),
    /** Made of a random match (matching's beginMinCall) rather than launched at the callee. */
    fromMatch: boolean('from_match').notNull().default(false),
    minutesBilled: integer('minutes_billed').notNull().default(0),
    ringDeadline: moment('ring_deadline').notNull(),
    answeredAt: moment('answered_at'),
    /** When the next minute is charged; null unless connected. */
    nextChargeAt: moment('next_charge_at'),
    /** When the caller was warned the next minute cannot be paid (the call ends at next_charge_at unless paid). */
    coinsLowAt: moment('coins_low_at'),
    endedAt: moment('ended_at'),
    endReason: text('end_reason').$type<CallEndReason>(),
    /** Who ended it (hung up, cancelled, refused); null when the server did. */
    endedBy: bigint('ended_by', { mode: 'number' }),
    /** The caller's outcome and the callee's (spec §4), once over; `connected` while it runs. */
    callerOutcome: text('caller_outcome').$type<CallOutcome>(),
    calleeOutcome: text('callee_outcome').$type<CallOutcome>(),
    /** Who asked to switch this audio call to video, while the invitation waits for an answer (spec §4). */
    videoInviteBy: bigint('video_invite_by', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('calls_caller').on(table.callerId, table.id),
    index('calls_callee').on(table.calleeId, table.id),
    // The scheduler's work list: open calls by their next due moment.
    index('calls_open_due')
      .on(table.state, table.nextChargeAt, table.ringDeadline)
      .where(sql`${table.state} <> 'ended'`),
    check('calls_not_self', sql`${table.callerId} <> ${table.calleeId}`),
    check('calls_state', sql`${table.state} IN ('ringing', 'connected', 'ended')`),
    check('calls_minutes_not_negative', sql`${table.minutesBilled} >= 0`),
  ],
);

/**
 * Who is in an open call (ringing or connected): one row per user, so two launches racing for the same callee
 * cannot both ring; removed when the call ends.
 */
export const callParticipants = pgTable('call_participants', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  callId: bigint('call_id', { mode: 'number' })
    .notNull()
    .references(() => calls.id),
  role: text('role').$type<CallRole>().notNull(),
});

/**
 * Friends (spec §4, §6): one row per pair, the smaller user id first, so a pair is stored once and "are they
 * friends" is one primary-key lookup. Only accepted friendships live here; requests (and removal, which wipes the
 * chat) come with the friends feature, which builds on this table.
 */
export const friendships = pgTable(
  'friendships',
  {
    userLow: bigint('user_low', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    userHigh: bigint('user_high', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userLow, table.userHigh] }),
    index('friendships_high').on(table.userHigh),
    check('friendships_ordered', sql`${table.userLow} < ${table.userHigh}`),
  ],
);

/** Reports of the call screens (spec §7 `friend/video`, `users/videos`): kept for support and statistics. */
export const callReports = pgTable(
  'call_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** `friend_video` (bell cancel) or `user_video`. */
    kind: text('kind').notNull(),
    roomNum: text('room_num').notNull(),
    matchUserId: bigint('match_user_id', { mode: 'number' }).notNull(),
    /** The report's other fields as sent. */
    details: text('details').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('call_reports_room').on(table.roomNum)],
);

/** Realtime messages too large for a NOTIFY payload (an SDP offer), picked up by id by the instance that delivers. */
export const realtimeRelay = pgTable('realtime_relay', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  payload: text('payload').notNull(),
  createdAt: createdAt(),
});

/** E-mail sign-ups waiting for their address to be verified. */
export const emailRegistrations = pgTable(
  'email_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    deviceId: text('device_id').notNull(),
    /** Proves, on the device that signed up, that the sign-up is its own; never mailed. */
    registrationTokenHash: text('registration_token_hash').notNull().unique(),
    /** The mailed link's token. */
    verifyTokenHash: text('verify_token_hash').notNull().unique(),
    verifiedAt: moment('verified_at'),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    lastSentAt: moment('last_sent_at').notNull().defaultNow(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [index('email_registrations_email').on(table.email)],
);

/** Single-use tokens mailed for a password reset. */
export const emailTokens = pgTable('email_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  purpose: text('purpose').notNull(),
  createdAt: createdAt(),
  expiresAt: moment('expires_at').notNull(),
  usedAt: moment('used_at'),
});

/** One-time codes sent by SMS, WhatsApp or mail, bound to their request, target and purpose. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    requestId: uuid('request_id').primaryKey().defaultRandom(),
    /** E.164 number or lower-case e-mail address. */
    target: text('target').notNull(),
    channel: text('channel').notNull(),
    purpose: text('purpose').notNull(),
    /** The signed-in user a bind code was sent for. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    deviceId: text('device_id').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    verifiedAt: moment('verified_at'),
    usedAt: moment('used_at'),
  },
  (table) => [index('one_time_codes_target_created').on(table.target, table.createdAt)],
);

/** Wrong passwords in a row per sign-in subject (`phone:+90…`, `email:…`), and the pause they cause. */
export const passwordFailures = pgTable('password_failures', {
  subject: text('subject').primaryKey(),
  failures: smallint('failures').notNull().default(0),
  lockedUntil: moment('locked_until'),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/** Accounts at social sign-in providers linked to users. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.subject] })],
);

/** Social sign-ins under way: state, PKCE verifier and nonce until the provider calls back. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  deviceId: text('device_id').notNull(),
  returnTo: text('return_to').notNull(),
  createdAt: createdAt(),
  expiresAt: moment('expires_at').notNull(),
});

/** One-time tokens that sign a device in from a URL (app hand-off, social sign-in, spec §2 "Startup"). */
export const autoLoginTokens = pgTable('auto_login_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  purpose: text('purpose').notNull(),
  createdAt: createdAt(),
  expiresAt: moment('expires_at').notNull(),
  usedAt: moment('used_at'),
});

/**
 * Bans of an account, a device, or both (spec §6). `until` is the end of a temporary block (48 hours), null for
 * good; `lifted_at` ends it early.
 */
export const bans = pgTable(
  'bans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    deviceId: text('device_id'),
    /** Shown to the user (the server message of RESULT_CODES.accountAndDeviceBanned). */
    message: text('message').notNull().default(''),
    reason: text('reason').notNull().default(''),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    until: moment('until'),
    liftedAt: moment('lifted_at'),
  },
  (table) => [
    index('bans_user').on(table.userId),
    index('bans_device').on(table.deviceId),
    check('bans_target', sql`${table.userId} IS NOT NULL OR ${table.deviceId} IS NOT NULL`),
  ],
);

/** Rewards a user can get once (first bind of an e-mail, of a phone …); the ledger pays them. */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    reward: text('reward').notNull(),
    coins: integer('coins').notNull(),
    claimedAt: moment('claimed_at').notNull().defaultNow(),
    /** Set once the ledger has credited the coins. */
    paidAt: moment('paid_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.reward] })],
);

/**
 * Addresses released from an account by a change of binding: another account may not bind them until the rebind
 * lock has passed (spec §5, 7 days).
 */
export const releasedAddresses = pgTable('released_addresses', {
  value: text('value').primaryKey(),
  kind: text('kind').notNull(),
  fromUserId: bigint('from_user_id', { mode: 'number' }).notNull(),
  releasedAt: moment('released_at').notNull().defaultNow(),
});

/** What the sandbox mail, SMS and WhatsApp providers "sent": readable at /dev/outbox outside production. */
export const sandboxOutbox = pgTable('sandbox_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  html: text('html'),
  createdAt: createdAt(),
});

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/**
 * Users waiting for a random match (docs/matching.md). The queue lives in the database so every gateway instance
 * pairs from the same queue: a pairing pass locks the rows it takes with `FOR UPDATE SKIP LOCKED`.
 */
export const matchQueue = pgTable(
  'match_queue',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id),
    mode: text('mode').$type<MatchMode>().notNull(),
    /** The partner this user just left with Next: not matched with them again right away (either way round). */
    skipUserId: bigint('skip_user_id', { mode: 'number' }),
    enqueuedAt: moment('enqueued_at').notNull().defaultNow(),
  },
  (table) => [index('match_queue_waiting').on(table.mode, table.enqueuedAt, table.userId)],
);

/** Matches made: the pair, their video room, what each paid, and how it ended or became a call. */
export const matches = pgTable(
  'matches',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The video room; a call made of the match (beginMinCall) keeps it. */
    roomNum: text('room_num').notNull().unique(),
    mode: text('mode').$type<MatchMode>().notNull(),
    /** The side that waited longer: it is the polite peer, the other makes the WebRTC offer. */
    userA: bigint('user_a', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    userB: bigint('user_b', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    state: text('state').$type<'matched' | 'ended' | 'converted'>().notNull(),
    chargedA: integer('charged_a').notNull(),
    chargedB: integer('charged_b').notNull(),
    /** Face to Face: the end of the decision countdown; the match ends then unless it became a call. */
    decideBy: moment('decide_by'),
    /** The call it became, when one side went on with beginMinCall. */
    callId: bigint('call_id', { mode: 'number' }).references(() => calls.id),
    endedAt: moment('ended_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('matches_a').on(table.userA, table.state),
    index('matches_b').on(table.userB, table.state),
    index('matches_deciding')
      .on(table.decideBy)
      .where(sql`${table.state} = 'matched' AND ${table.decideBy} IS NOT NULL`),
    check('matches_not_self', sql`${table.userA} <> ${table.userB}`),
    check('matches_state', sql`${table.state} IN ('matched', 'ended', 'converted')`),
  ],
);

/**
 * Each user's match allowance (spec §9: free matches, reset by a countdown; a daily limit). One row per user,
 * updated under its row lock in the transaction that makes a match.
 */
export const matchQuotas = pgTable('match_quotas', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id),
  /** The UTC day `dayCount` counts. */
  day: date('day', { mode: 'string' }).notNull(),
  dayCount: integer('day_count').notNull().default(0),
  /** Free matches used since `freeWindowStart`; the window's end resets them. */
  freeUsed: integer('free_used').notNull().default(0),
  freeWindowStart: moment('free_window_start').notNull(),
});
