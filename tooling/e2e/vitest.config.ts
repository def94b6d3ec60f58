import { auraVitestConfig, SOURCE_CONDITION } from '@aura/vitest-config';
import { defineConfig } from 'vitest/config';

// One Chromium and one built gateway for the whole run (setup/global-setup.ts), files side by side on them: each
// person is new (fresh numbers, addresses and e-mails), and a file that moves the test clock or restarts its
// gateway has a gateway of its own (docs/testing.md, "The e2e suite"). Two files at a time: with three, two files
// with gateways of their own timed out beside a third even with the suite alone on the machine (docs/testing.md, CI). Generous timeouts, and one retry for a test that a starved machine failed
// (npm test's summary lists every test that passed only on its retry).
const config = auraVitestConfig({
  environment: 'node',
  include: ['tests/**/*.test.ts'],
  testTimeout: 60_000,
  test: {
    globalSetup: ['setup/global-setup.ts'],
    hookTimeout: 90_000,
    fileParallelism: true,
    maxWorkers: 2,
    retry: 1,
    outputFile: { json: '.reports/e2e.json' },
  },
});

export default defineConfig({
  ...config,
  // The global setup is loaded by vitest's own `__vitest__` environment, which does not take the ssr conditions:
  // it resolves workspace packages to their source too (it imports the gateway's local OpenID provider).
  environments: {
    __vitest__: { resolve: { conditions: [SOURCE_CONDITION, 'module', 'node', 'development|production'] } },
  },
});
