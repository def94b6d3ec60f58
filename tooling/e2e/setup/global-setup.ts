// Once per e2e run, before any file (vitest globalSetup): one Chromium and one built gateway that the files share
// (docs/testing.md, "The e2e suite"), handed to them with provide/inject (src/suite.ts). The shared gateway never
// moves its clock and is never restarted: a file that must do either starts a server of its own. Outside src/: it
// starts the gateway's local OpenID provider, a development tool of the gateway's that the harness may not import.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalOidcProvider } from '@aura/gateway/testing/oidc';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH, chromiumArgs, chromiumMissing } from '../src/chromium.ts';
import { freePort } from '../src/free-port.ts';
import { startServer } from '../src/gateway-server.ts';

/** The local OpenID provider playing Google for the shared gateway (accounts.test.ts). */
export const GOOGLE = { clientId: 'aura-e2e-google', clientSecret: 'aura-e2e-google-secret' } as const;
export const GOOGLE_ACCOUNT = {
  sub: 'google-e2e-1',
  email: 'ayla.google@example.com',
  email_verified: true,
  name: 'Ayla G',
};

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const missing = chromiumMissing();
  if (missing) throw new Error(missing);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const google = await startLocalOidcProvider({
    ...GOOGLE,
    redirectUris: [`${url}/facade/api/user/oauth/google/callback`],
    account: GOOGLE_ACCOUNT,
  });
  const launching = chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: chromiumArgs(),
  });
  // A gateway creates and migrates a database once; every gateway of the run starts from a copy of it.
  const template = await mkdtemp(join(tmpdir(), 'aura-e2e-template-'));
  const first = await startServer({ dataDir: template });
  const firstCode = await first.stop();
  if (firstCode !== 0) throw new Error(`the template's gateway exited with ${firstCode}:\n${first.output()}`);
  const server = await startServer({
    port,
    template,
    // On the test clock for the operator's commands inside it (POST /dev/admin, which only a test-clock gateway
    // serves); never moved: a jump would charge, ring out and expire what every file has under way.
    testClock: true,
    env: {
      // The demo hosts for voice-call.test.ts, Google at the local provider for accounts.test.ts.
      SEED_DEMO_HOSTS: 'true',
      PUBLIC_URL: url,
      GOOGLE_CLIENT_ID: GOOGLE.clientId,
      GOOGLE_CLIENT_SECRET: GOOGLE.clientSecret,
      GOOGLE_ISSUER: google.issuer,
    },
  });
  const browser = await launching;
  project.provide('gatewayUrl', server.url);
  project.provide('chromiumEndpoint', browser.wsEndpoint());
  project.provide('googleIssuer', google.issuer);
  project.provide('dataTemplate', template);
  return async () => {
    await browser.close();
    const code = await server.stop();
    await google.close();
    await rm(template, { recursive: true, force: true });
    if (code !== 0) throw new Error(`the shared gateway exited with ${code}:\n${server.output()}`);
  };
}
