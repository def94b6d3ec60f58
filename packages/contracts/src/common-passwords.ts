import { COMMON_PASSWORDS_TEXT } from './common-passwords-list.ts';
import { PASSWORD_LENGTH } from './limits.ts';

let common: Set<string> | undefined;

/**
 * Whether a password is one of the most used ones (Mark Burnett's 10,000, common-passwords-list.ts), whatever its
 * case: the first guesses of anyone trying passwords. A separate entry point (`@aura/contracts/common-passwords`),
 * so the list (about 60 kB) is loaded only by what checks a new password, not with every page.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return common.has(password.normalize('NFKC').toLowerCase());
}

/** What is wrong with a new e-mail password, if anything: the rule the app's form and the gateway share. */
export function newPasswordProblem(password: string): 'length' | 'common' | undefined {
  if (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max) return 'length';
  return isCommonPassword(password) ? 'common' : undefined;
}
