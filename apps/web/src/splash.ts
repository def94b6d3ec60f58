/** The id of index.html's landing-page splash, shown until the app has rendered its first page. */
export const SPLASH_ID = 'splash';

/** Removes the splash (spec §2 "Startup": removed once the site renders). Safe to call more than once. */
export function removeSplash(document: Document = globalThis.document): void {
  document.getElementById(SPLASH_ID)?.remove();
}
