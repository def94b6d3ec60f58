// Every table of the gateway, each from the module (or the part of the kernel) that owns it: the typed database
// (database.ts) and tests see them all here. drizzle-kit reads the owners' schema.ts files (drizzle.config.ts); a
// module imports its own schema.ts and reads another's tables through that module's index, never through this file.
export * from '../protocol/schema.ts';
export * from '../providers/schema.ts';
export * from '../modules/users/schema.ts';
export * from '../modules/sessions/schema.ts';
export * from '../modules/presence/schema.ts';
export * from '../modules/ledger/schema.ts';
export * from '../modules/hosts/schema.ts';
export * from '../modules/calls/schema.ts';
export * from '../modules/friends/schema.ts';
export * from '../modules/realtime/schema.ts';
export * from '../modules/accounts/schema.ts';
export * from '../modules/email/schema.ts';
export * from '../modules/social/schema.ts';
export * from '../modules/bans/schema.ts';
export * from '../modules/rewards/schema.ts';
export * from '../modules/push/schema.ts';
export * from '../modules/binding/schema.ts';
export * from '../modules/matching/schema.ts';
export * from '../modules/safety/schema.ts';
export * from '../modules/media/schema.ts';
export * from '../modules/im/schema.ts';
export * from '../modules/payments/schema.ts';
export * from '../modules/kyc/schema.ts';
export * from '../modules/gifts/schema.ts';
export * from '../modules/usage/schema.ts';
export * from '../modules/likes/schema.ts';
