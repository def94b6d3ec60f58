import { auraPackageTests } from '@aura/vitest-config';

// Flows run against a real gateway (in memory); components in jsdom, and the sagas that use the browser's
// WebSocket, cookies, location or navigator.
export default auraPackageTests(import.meta.url, {
  dom: {
    include: [
      'src/flows/phone/sagas/send-code.test.ts',
      'src/guard/route-guard.test.ts',
      'src/sagas/ban.test.ts',
      'src/sagas/context.test.ts',
      'src/sagas/logout.test.ts',
      'src/sagas/session-end.test.ts',
      'src/sagas/startup.test.ts',
      'src/wallet/sagas/wallet-saga.test.ts',
    ],
  },
});
