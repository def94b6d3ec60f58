// What the two accounts files share: people on phones signing up by phone, and the header's log-in button.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { completeProfile, logInByPhone, newPage, ukMobile, type Profile } from '../src/index.ts';

/** A fresh browser profile of a returning adult (past the 18+ gate), on a phone. */
export const newPhonePage = (browser: Browser, contexts: BrowserContext[]) =>
  newPage(browser, contexts, { context: { viewport: { width: 390, height: 844 } } });

export const logInButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Log in' });

/** What these files' new accounts answer on the profile step (spec §5), besides their nicknames. */
export const PROFILE: Partial<Profile> = {
  gender: 'Female',
  birthday: { year: '1994', monthIndex: 3, day: '12' },
};

/** Signs a new user up by phone, reading the code from the sandbox SMS outbox. */
export async function signUpByPhone(
  page: Page,
  serverUrl: string,
  nationalNumber: string,
  nickname: string,
): Promise<void> {
  const sms = await logInByPhone(page, serverUrl, ukMobile(nationalNumber));
  expect(sms.channel).toBe('sms');
  await completeProfile(page, { ...PROFILE, nickname });
}
