import { EMAIL_LINK_QUERY, OAUTH_ERROR_QUERY } from '@aura/contracts';
import type { LoginLink } from './slice.ts';

/** The flow a /login query string starts, if any (`?verifyEmail=…`, `?resetPassword=…`, `?oauthError=…`). */
export function loginLinkOf(search: string): LoginLink | undefined {
  const query = new URLSearchParams(search);
  const link: LoginLink = {};
  const verifyEmail = query.get(EMAIL_LINK_QUERY.verify);
  const resetPassword = query.get(EMAIL_LINK_QUERY.reset);
  const oauthError = query.get(OAUTH_ERROR_QUERY);
  if (verifyEmail) link.verifyEmail = verifyEmail;
  if (resetPassword) link.resetPassword = resetPassword;
  if (oauthError) link.oauthError = oauthError;
  return Object.keys(link).length > 0 ? link : undefined;
}

/**
 * The address without the link's parameters: a used token must not be bookmarked, reloaded into an error, shared
 * or sent on as a referrer; a shown social error must not come back on reload.
 */
export function withoutLoginLink(href: string): string {
  const url = new URL(href);
  for (const name of [EMAIL_LINK_QUERY.verify, EMAIL_LINK_QUERY.reset, OAUTH_ERROR_QUERY]) {
    url.searchParams.delete(name);
  }
  return url.href;
}
