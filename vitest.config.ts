// `pnpm unit`: every package's unit and integration tests in one vitest run, in two projects: `unit` in Node for logic
// and servers, `unit (dom)` in jsdom for the files that need a DOM (each package's own config says which are which,
// and runs them alone inside the package). The e2e suite and the story
// check run on their own (`pnpm e2e`, `pnpm stories`).
import { auraWorkspaceTests } from '@aura/vitest-config';
import { gatewayUnitTests } from './apps/gateway/vitest.config.ts';
import landing from './apps/landing/vitest.config.ts';
import web from './apps/web/vitest.config.ts';
import auth from './packages/auth/vitest.config.ts';
import contracts from './packages/contracts/vitest.config.ts';
import gatewayClient from './packages/gateway-client/vitest.config.ts';
import hosts from './packages/hosts/vitest.config.ts';
import shopPayments from './packages/shop-payments/vitest.config.ts';
import rewards from './packages/rewards/vitest.config.ts';
import gifts from './packages/gifts/vitest.config.ts';
import i18nCatalog from './packages/i18n-catalog/vitest.config.ts';
import im from './packages/im/vitest.config.ts';
import matching from './packages/matching/vitest.config.ts';
import consent from './packages/consent/vitest.config.ts';
import profile from './packages/profile/vitest.config.ts';
import rtcCall from './packages/rtc-call/vitest.config.ts';
import uiKit from './packages/ui-kit/vitest.config.ts';

export default auraWorkspaceTests(
  import.meta.url,
  [
    contracts,
    gatewayUnitTests(),
    gatewayClient,
    uiKit,
    i18nCatalog,
    auth,
    hosts,
    matching,
    profile,
    im,
    rtcCall,
    shopPayments,
    rewards,
    gifts,
    consent,
    web,
    landing,
  ],
  {
    // Configs of one project each, read as they are.
    files: ['tooling/e2e/vitest.unit.config.ts', 'tooling/eslint-plugin/vitest.config.js'],
    // The root commands' own tests (tooling/scripts, plain Node, no package of their own).
    projects: [
      { test: { name: 'scripts', root: 'tooling/scripts', include: ['*.test.mjs'], environment: 'node' } },
    ],
  },
);
