import { auraVitestConfig } from '@aura/vitest-config';

// Sagas and components in jsdom with fakes of the RTC and gateway boundaries; the WebRTC adapter in real
// Chromium (src/rtc/webrtc-adapter.browser.test.ts), which the browser test starts itself.
export default auraVitestConfig({
  environment: 'jsdom',
  setupFiles: ['./vitest.setup.ts'],
});
