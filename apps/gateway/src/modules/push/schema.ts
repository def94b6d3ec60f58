// The push module's tables (docs/push.md; docs/gateway.md "Where tables live").
import { bigint, bigserial, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, moment } from '../../db/columns.ts';
import { users } from '../users/schema.ts';

/**
 * Browsers' push subscriptions: one per device and user (a new one from the device replaces its old), found by
 * their endpoint. A push service's 404 or 410 for one removes it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 key and auth secret (base64url), for the messages' encryption (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    deviceId: text('device_id').notNull(),
    /** The site language of the device, for the words of its notifications. */
    locale: text('locale').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint').on(table.endpoint),
    index('push_subscriptions_user').on(table.userId, table.deviceId),
  ],
);

/** Devices the install grant was paid to, one account each: the grant's bound per device (docs/push.md). */
export const webappInstallDevices = pgTable('webapp_install_devices', {
  deviceId: text('device_id').primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  claimedAt: moment('claimed_at').notNull(),
});
