// A renewal not charged is told after its commit, as the shop then says it (docs/payments.md "Subscriptions"): by web
// push to a user with no tab open (docs/push.md), and by mail to a verified address.
import type { Db } from './db/database.ts';
import { AfterCommit } from './db/after-commit.ts';
import type { PubSub } from './db/pubsub.ts';
import { renewalMails } from './modules/email/index.ts';
import { renewalNotice, type RenewalFailure } from './modules/payments/subscriptions.ts';
import { renewalPushes, type OpenTabs, type PushService } from './modules/push/index.ts';
import { userById } from './modules/users/index.ts';
import type { Mailer } from './providers/mail.ts';

export interface RenewalNoticeDeps {
  database: { db: Db; pubsub: PubSub };
  push: PushService;
  /** Whether a user has a tab open (the presence service). */
  presence: OpenTabs;
  auth: { mailer: Mailer };
  config: { publicUrl: string };
  log: { warn(details: object, message: string): void };
}

/**
 * The work run once a renewal's failure committed (payments' `renewalFailedIn` queues it). The mail runs as the
 * push's background work, so `push.idle()` waits for both (tests, shutdown).
 */
export function startRenewalNotices(deps: RenewalNoticeDeps): Promise<AfterCommit<RenewalFailure>> {
  const { db, pubsub } = deps.database;
  const notice = (failure: RenewalFailure) => renewalNotice(db, failure);
  const pushes = renewalPushes(deps.push, deps.presence, deps.log, notice);
  const mails = renewalMails({
    mailer: deps.auth.mailer,
    publicUrl: deps.config.publicUrl,
    addressOf: async (userId) => {
      const user = await userById(db, userId);
      return user?.email && user.emailVerifiedAt ? user.email : undefined;
    },
    localeOf: (userId) => deps.push.localeOf(userId),
    notice,
    log: deps.log,
  });
  return AfterCommit.start(pubsub, (failure: RenewalFailure) => {
    pushes(failure);
    deps.push.background(() => mails(failure));
  });
}
