import { auraPackageTests } from '@aura/vitest-config';

// Sagas and components with fakes of the RTC and gateway boundaries: components, the ringer (Web Audio, gestures)
// and the call through the gateway (the browser's WebSocket) in jsdom, the rest in Node; the WebRTC adapter in real
// Chromium (src/rtc/*.browser.test.ts), which the browser tests start themselves.
export default auraPackageTests(import.meta.url, {
  dom: {
    include: ['src/ringer.test.ts', 'src/sagas/call-gateway.test.ts'],
  },
});
