import type { Database } from '../../db/database.ts';
import type { ProtocolServices } from '../../protocol/route.ts';
import type { Mailer } from '../../providers/mail.ts';
import type { TextSender } from '../../providers/text-messages.ts';
import type { BanService } from '../bans/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { SessionService } from '../sessions/index.ts';
import type { UserService } from '../users/index.ts';
import type { OneTimeCodes } from './codes.ts';
import type { LoginService } from './login.ts';
import type { PasswordHasher } from './passwords.ts';
import type { OperationThrottle, PasswordThrottle } from './throttles.ts';

/** The sign-in machinery every sign-in method shares. */
export interface AuthServices {
  codes: OneTimeCodes;
  bans: BanService;
  login: LoginService;
  passwords: PasswordThrottle;
  /** Hashes and checks passwords: production's scrypt cost, a cheap one in tests only. */
  hasher: PasswordHasher;
  operations: OperationThrottle;
  mailer: Mailer;
  texts: TextSender;
  /** Sign-up coins and rewards are paid through the ledger's API. */
  ledger: LedgerService;
}

/**
 * What the sign-in modules' routes (accounts, phone, e-mail, social, binding, profile) use of the gateway's
 * services; the server's services have all of it.
 */
export interface AuthModuleServices {
  protocol: ProtocolServices;
  database: Database;
  sessions: SessionService;
  users: UserService;
  auth: AuthServices;
}
