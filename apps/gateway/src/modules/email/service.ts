import type { Config } from '../../config.ts';
import type { AuthModuleServices } from '../accounts/index.ts';
import type { EmailAuthDeps, Origin } from './accounts.ts';
import { EmailPasswords } from './passwords.ts';
import { userByEmail } from './queries.ts';
import { EmailSignup } from './signup.ts';

/** What addresses the gateway knows, as the `exists` and `checkFormalUserEmail` calls may tell it. */
export class EmailAddresses {
  constructor(private readonly deps: Pick<EmailAuthDeps, 'db' | 'auth'>) {}

  /**
   * Whether an address has an account, and in what state (the `exists` call). It tells whether an address has an
   * account, so asking it counts like any sign-in operation.
   */
  async state(email: string, origin: Origin) {
    this.deps.auth.operations.hit(origin.deviceId, origin.ip);
    const user = await userByEmail(this.deps.db, email);
    return {
      exists: Boolean(user),
      verified: Boolean(user?.emailVerifiedAt),
      hasPassword: Boolean(user?.passwordHash),
    };
  }

  /** Who holds an address, as a signed-in user may learn it before binding it. */
  async holder(email: string, viewerId: number): Promise<'none' | 'self' | 'verified' | 'unverified'> {
    const user = await userByEmail(this.deps.db, email);
    if (!user) return 'none';
    if (user.id === viewerId) return 'self';
    return user.emailVerifiedAt ? 'verified' : 'unverified';
  }
}

/** The e-mail module's services. */
export interface EmailServices {
  signup: EmailSignup;
  passwords: EmailPasswords;
  addresses: EmailAddresses;
}

/** The e-mail flows on the gateway's shared services and the configuration (links, whether sign-up is open). */
export function emailServicesFor(
  services: AuthModuleServices,
  config: Pick<Config, 'publicUrl' | 'accounts'>,
): EmailServices {
  const deps: EmailAuthDeps = {
    db: services.database.db,
    users: services.users,
    auth: services.auth,
    sessions: services.sessions,
    publicUrl: config.publicUrl,
    registrationOpen: config.accounts.emailRegistration,
    now: services.protocol.now,
  };
  return {
    signup: new EmailSignup(deps),
    passwords: new EmailPasswords(deps),
    addresses: new EmailAddresses(deps),
  };
}
