// The browser's install offer (`beforeinstallprompt`, Chromium browsers), kept from when it fires until the
// install button uses it. start.ts listens from the app's start; the install card reads it.

/** Chromium's BeforeInstallPromptEvent (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | undefined;
let installed = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Starts keeping the browser's install offer, and notes an install made meanwhile. Once per tab. */
export function listenForInstallOffer(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own mini-bar stays away: the app offers the install where it says what it brings.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  target.addEventListener('appinstalled', () => {
    offer = undefined;
    installed = true;
    changed();
  });
}

export interface InstallSnapshot {
  canPrompt: boolean;
  installed: boolean;
}

let snapshot: InstallSnapshot = { canPrompt: false, installed: false };

/** For useSyncExternalStore: the same object until something changed. */
export function installSnapshot(): InstallSnapshot {
  if (snapshot.canPrompt !== Boolean(offer) || snapshot.installed !== installed) {
    snapshot = { canPrompt: Boolean(offer), installed };
  }
  return snapshot;
}

export function subscribeInstall(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; whether the user accepted. An offer is used once. */
export async function promptInstall(): Promise<boolean> {
  const used = offer;
  if (!used) return false;
  offer = undefined;
  changed();
  await used.prompt();
  return (await used.userChoice).outcome === 'accepted';
}

/** Whether the app runs installed: opened from the home screen (standalone), or Safari's home-screen app. */
export function runsInstalled(target: Window = window): boolean {
  return (
    target.matchMedia('(display-mode: standalone)').matches ||
    (target.navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** iOS and iPadOS Safari, which has no install offer: the "Add to Home Screen" guide is shown instead. */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent);
}
