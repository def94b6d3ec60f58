// What a user sees when an operator bans them or ends their session (spec §8, docs/admin.md), in Chromium. The
// operator's tool opens the gateway's data, which the embedded database lets one process hold, so the gateway is
// stopped meanwhile: this file has a gateway of its own, and the shared one never stops (docs/testing.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectConsole,
  freshUkMobile,
  runAdmin,
  startOwnServer,
  useSharedBrowser,
  userIdOf,
  type RunningServer,
} from '../src/index.ts';
import { newPhonePage as phonePage, signUpByPhone as signUp } from './accounts-kit.ts';

const shared = useSharedBrowser();
let server: RunningServer;

beforeAll(async () => {
  server = await startOwnServer();
});

afterAll(async () => {
  await server?.stop();
});

const newPhonePage = () => phonePage(shared.browser, shared.contexts);
const signUpByPhone = (page: Parameters<typeof signUp>[0], national: string, nickname: string) =>
  signUp(page, server.url, national, nickname);

describe('accounts and the operator, end to end', () => {
  it(
    'shows a banned account the banned screen and logs it out; an ended session says "Login has expired"',
    async () => {
      const banned = await newPhonePage();
      await signUpByPhone(banned, freshUkMobile(), 'Selin');
      const ended = await newPhonePage();
      await signUpByPhone(ended, freshUkMobile(), 'Bora');
      const bannedId = await userIdOf(banned);
      const endedId = await userIdOf(ended);

      // The operator bans one account and signs the other out, with the embedded database's server stopped.
      await server.restart(async (dataDir) => {
        await runAdmin(
          ['bans', 'create', '--user', bannedId, '--message', 'Banned in the e2e suite.'],
          dataDir,
        );
        await runAdmin(['sessions', 'end', '--user', endedId], dataDir);
      });

      await banned.reload();
      await banned.getByRole('dialog', { name: 'Account banned' }).waitFor();
      await banned.getByRole('dialog', { name: 'Account banned' }).getByRole('button').first().click();
      // Signed out on a guarded page (a sign-up lands on the wall): the login popup comes after the notice.
      await banned.getByRole('dialog', { name: 'Log in or sign up' }).waitFor();
      expect((await banned.context().cookies()).some((cookie) => cookie.name === 'loginToken')).toBe(false);

      // The ended session's requests are answered 401 (docs/protocol.md), which Chromium logs as a failed load.
      expectConsole(ended, /status of 401 \(Unauthorized\)/, 'the operator ended this session');
      await ended.reload();
      await ended.getByRole('dialog').getByText('Login has expired').waitFor();
      await ended.getByRole('dialog').getByRole('button').first().click();
      await ended.getByRole('dialog', { name: 'Log in or sign up' }).waitFor();
      // Two sign-ups, then the gateway stopped, the operator's tool run twice and the gateway started again: beside
      // another file on two cores that passed the default minute (28 s alone), as match-call's restart does.
    },
    120 * 1000,
  );
});
