export { runAdmin, runAdminOnServer } from './admin.ts';
export { advanceClock, readClock, type ClockReading, type ClockStep } from './clock.ts';
export { CHROMIUM_FLAGS, CHROMIUM_PATH, chromiumArgs, launchChromium } from './chromium.ts';
export { costMeterHistory, recordCostMeter } from './cost-meter.ts';
export { freePort } from './free-port.ts';
export { startServer, type RunningServer, type StartServerOptions } from './gateway-server.ts';
export { expectConsole, notFromRestart, recordConsole, watchPageErrors } from './page-errors.ts';
export { latestMessage, type OutboxMessage } from './outbox.ts';
export {
  CALL_CONTEXT,
  completeProfile,
  logInByPhone,
  newPage,
  passAdultGate,
  ukMobile,
  userIdOf,
  type NewPageOptions,
  type PhoneNumber,
  type Profile,
} from './people.ts';
export { repoRoot } from './repo.ts';
export {
  accountButton,
  bell,
  buyInShop,
  callScreen,
  endScreenCost,
  expectVideoPlaying,
  headerCoins,
  headerPoints,
  headerShowsCoins,
  hostCard,
  matchPopup,
  outcome,
  payWithSandboxCard,
  type VideoWaits,
} from './screens.ts';
export { serveStatic, type StaticServer } from './static-server.ts';
export { freshAddress, freshEmail, freshUkMobile } from './fresh.ts';
export {
  sharedGatewayUrl,
  startOwnServer,
  useSharedBrowser,
  useSharedSuite,
  type SharedSuite,
} from './suite.ts';
