export { runAdmin } from './admin.ts';
export { CHROMIUM_FLAGS, CHROMIUM_PATH, launchChromium } from './chromium.ts';
export { freePort } from './free-port.ts';
export { startServer, type RunningServer, type StartServerOptions } from './gateway-server.ts';
export { watchPageErrors } from './page-errors.ts';
export { latestMessage, type OutboxMessage } from './outbox.ts';
export { repoRoot } from './repo.ts';
export { serveStatic, type StaticServer } from './static-server.ts';
export { freshEmail, freshUkMobile } from './fresh.ts';
