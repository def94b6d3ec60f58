// The bundle's entry (built to dist/landing/landing-<hash>.js and embed.js, an ES module): wires the page it runs in and leaves its API on
// `window.auraLanding`. The consent tool mounts here: pass its ConsentMount as `consent` (docs/landing.md).
import { landingConsent } from './consent.ts';
import { startLanding } from './landing.ts';

// An ES module: its own address is the app's origin (a marketing page elsewhere loads it from there).
const appOrigin = new URL(import.meta.url).origin;
window.auraLanding = startLanding(document, { appOrigin, consent: landingConsent(appOrigin) });
