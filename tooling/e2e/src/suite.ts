// What an e2e test file gets from the run's global setup (setup/global-setup.ts): the shared Chromium and the shared
// gateway. A file connects to the browser once and opens a browser profile per person; people are fresh (new
// numbers and addresses), so files run side by side on the one gateway.
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { runAdminOnServer } from './admin.ts';
import { startServer, type RunningServer, type StartServerOptions } from './gateway-server.ts';
import { failureReport, recordConsole, takeConsoleProblems } from './page-errors.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared gateway's URL (it serves the built web app). */
    gatewayUrl: string;
    /** Where the shared Chromium listens: `chromium.connect(wsEndpoint)`. */
    chromiumEndpoint: string;
    /** The issuer of the local OpenID provider the shared gateway takes as Google. */
    googleIssuer: string;
    /** A migrated data directory that a file's own gateway starts from (startOwnServer). */
    dataTemplate: string;
  }
}

export interface SharedSuite {
  /** The shared gateway's URL. */
  readonly url: string;
  /** The shared Chromium, connected for this file. */
  readonly browser: Browser;
  /** The browser profiles this test opened (newPage adds them); closed after each test. */
  readonly contexts: BrowserContext[];
  /** Runs an operator's command inside the shared gateway (runAdminOnServer), its JSON answer. */
  admin(args: string[]): Promise<unknown>;
}

/** The shared gateway's URL, without the browser (a file that starts its own gateway still uses the browser). */
export const sharedGatewayUrl = (): string => inject('gatewayUrl');

/** This file's own gateways, whose last log lines a failed test prints. */
const ownServers: RunningServer[] = [];

/**
 * A gateway of this file's own (one that moves its test clock or restarts), started from the run's migrated data
 * directory rather than an empty one.
 */
export async function startOwnServer(
  options: Omit<StartServerOptions, 'template'> = {},
): Promise<RunningServer> {
  const server = await startServer({ ...options, template: inject('dataTemplate') });
  ownServers.push(server);
  return server;
}

/**
 * Connects this file to the shared Chromium before its tests and lets go after them; closes the browser profiles
 * a test opened after it. Every page of every profile the file opens records its console, and a test that passed
 * fails when one printed an error or warning on the landing page, the wall or the match page (issue 18: a clean
 * console is part of done; the few lines Chromium prints that no app can prevent are listed in page-errors.ts).
 * Call at the top level of a test file.
 */
export function useSharedBrowser(): Omit<SharedSuite, 'url' | 'admin'> {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    const connected = await chromium.connect(inject('chromiumEndpoint'));
    // Every profile, whether a test opens it through newPage or by itself, has its pages' consoles recorded, and asks
    // for reduced motion (which the app honours, ui-kit's tokens): Chromium painting spinners, skeletons and
    // transitions frame after frame was a fifth of its CPU in the suite, for nothing a test looks at
    // (docs/testing.md, "The e2e suite").
    const newContext = connected.newContext.bind(connected);
    connected.newContext = async (options) => {
      const context = await newContext({ reducedMotion: 'reduce', ...options });
      context.on('page', recordConsole);
      return context;
    };
    browser = connected;
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') {
      const pages = contexts.flatMap((context) => context.pages());
      console.error(`what "${task.name}" left when it failed:\n${await failureReport(pages, ownServers)}`);
    }
    for (const context of contexts.splice(0)) await context.close();
    const problems = takeConsoleProblems();
    if (task.result?.state !== 'fail' && problems.length > 0) {
      throw new Error(`the console was not clean:\n${problems.join('\n')}`);
    }
  });
  afterAll(async () => {
    // Disconnecting closes what this file left open, not the browser the other files use.
    await browser?.close();
  });
  return {
    get browser() {
      if (!browser) throw new Error('the shared browser is connected in beforeAll');
      return browser;
    },
    contexts,
  };
}

/** The shared gateway and the shared Chromium, for a file that needs no gateway of its own. */
export function useSharedSuite(): SharedSuite {
  const shared = useSharedBrowser();
  return {
    url: sharedGatewayUrl(),
    get browser() {
      return shared.browser;
    },
    contexts: shared.contexts,
    admin: (args) => runAdminOnServer(sharedGatewayUrl(), args),
  };
}
