import { nicknameSchema, type OAuthProvider } from '@aura/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { userIdentities } from './schema.ts';
import { users, type UserRow } from '../users/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import { bindEmailIfFree, deleteFreshUser, setCreatedVia, userById } from '../users/index.ts';
import type { UserService } from '../users/index.ts';
import type { ProviderProfile } from './provider.ts';

export interface SocialAccount {
  user: UserRow;
  /** Made by this sign-in. */
  isNew: boolean;
}

/**
 * The account behind a provider's identity: the one already linked to it; else the account whose e-mail address
 * is verified, on our side and the provider's, and the same; else a new account made from the provider's profile.
 * Linking needs both verifications, or a stranger who bound someone else's unverified address (or a provider
 * that does not check addresses) could take the account over.
 */
export class SocialAccounts {
  constructor(
    private readonly db: Db,
    private readonly users: UserService,
    private readonly ledger: LedgerService,
    private readonly now: () => number = Date.now,
  ) {}

  /** The account linked to this identity, or linked to it now by a doubly verified e-mail address. */
  async find(provider: OAuthProvider, profile: ProviderProfile): Promise<UserRow | undefined> {
    const linked = await this.linkedUser(provider, profile.subject);
    if (linked || !profile.email || !profile.emailVerified) return linked;
    const [owner] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.email, profile.email), isNotNull(users.emailVerifiedAt)))
      .limit(1);
    if (!owner) return undefined;
    await this.db
      .insert(userIdentities)
      .values({ provider, subject: profile.subject, userId: owner.id, email: profile.email })
      .onConflictDoNothing();
    // A sign-in racing this one may have linked the identity first; the identity says who it is.
    return (await this.linkedUser(provider, profile.subject)) ?? owner;
  }

  private async linkedUser(provider: OAuthProvider, subject: string): Promise<UserRow | undefined> {
    const [identity] = await this.db
      .select({ userId: userIdentities.userId })
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
    return identity && userById(this.db, identity.userId);
  }

  /** A new account for this identity (`createdVia` the provider, nickname from its name). */
  async create(provider: OAuthProvider, profile: ProviderProfile): Promise<SocialAccount> {
    // The provider's name as a first nickname, cut to fit; the profile step checks the rest of its rules.
    const nickname = (profile.name ?? '').slice(0, nicknameSchema.maxLength ?? undefined).trim();
    const created = await this.users.create({ nickname });
    const claimed = await this.db.transaction(async (tx) => {
      const [identity] = await tx
        .insert(userIdentities)
        .values({ provider, subject: profile.subject, userId: created.id, email: profile.email ?? null })
        .onConflictDoNothing()
        .returning();
      if (!identity) {
        // Another callback for the same identity made its account first: drop ours, nothing refers to it yet (its
        // sign-up coins come below, so the ledger has no account of it).
        await deleteFreshUser(tx, created.id);
        return false;
      }
      const now = new Date(this.now());
      const address = profile.email && profile.emailVerified ? profile.email : undefined;
      await setCreatedVia(tx, created.id, provider);
      await this.ledger.signupBonus(created.id, tx);
      if (address) {
        // The verified address becomes the account's, unless another account holds it (unverified: it keeps it).
        await bindEmailIfFree(tx, created.id, address, now);
      }
      return true;
    });
    if (!claimed) {
      const winner = await this.linkedUser(provider, profile.subject);
      if (!winner) throw new Error(`the identity ${provider}:${profile.subject} vanished while signing in`);
      return { user: winner, isNew: false };
    }
    return { user: (await userById(this.db, created.id))!, isNew: true };
  }
}
