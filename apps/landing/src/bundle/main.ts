// The bundle's entry (built to dist/landing/…js): wires the page it runs in and leaves its API on
// `window.auraLanding`. The consent tool mounts here: pass its ConsentMount as `consent` (docs/landing.md).
import { startLanding } from './landing.ts';

const script = document.currentScript as HTMLScriptElement | null;
window.auraLanding = startLanding(document, {
  appOrigin: script?.src ? new URL(script.src).origin : undefined,
});
