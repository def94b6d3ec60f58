import { auraPackageTests } from '@aura/vitest-config';

// Sagas run against a real store (and a real gateway, in memory); components in jsdom, and the wall's saga that
// uses the browser's WebSocket.
export default auraPackageTests(import.meta.url, {
  dom: { include: ['src/sagas/wall-gateway.test.ts'] },
});
