// The installable app's start in a tab (docs/push.md), with the rewards' feature once a user is signed in
// (routes/rewards-route-pages.tsx), so none of it is in the first load: the install offer kept, the service worker
// registered once the page has loaded (production builds only: the dev server has none), the files of this visit
// handed to it, a new build offered as an update, the bell answered from a tapped call notification, and the
// install grant claimed by the installed app. The notices it shows are PwaNotices', in the page.
import { ANSWER_CALL_PARAM, getIsInitWebapp, postInitWebappGiveCoin } from '@aura/contracts';
import type { AuthRootState } from '@aura/auth';
import type { GatewayClient } from '@aura/gateway-client';
import type { AppStore } from '../store.ts';
import type { NotificationTapped } from './notifications.ts';

export interface PwaShell {
  store: Pick<AppStore, 'getState' | 'dispatch' | 'subscribe'>;
  /** The tab's gateway client (the pages of this chunk call it without a saga). */
  gateway: GatewayClient;
}

export const SERVICE_WORKER_URL = '/sw.js';

let started: ((shell: PwaShell) => void) | undefined;

/** The shell startPwa was given (a page of this chunk may render first). */
export const pwaShell = new Promise<PwaShell>((resolve) => {
  started = resolve;
});

/** Starts the installable app in this tab, once (later calls do nothing). */
export function startPwa(shell: PwaShell, target: Window = window): void {
  if (!started) return;
  started(shell);
  started = undefined;
  listenForInstallOffer(target);
  answerFromAddress(shell, target);
  if (!('serviceWorker' in target.navigator) || !import.meta.env.PROD) return;
  const register = () =>
    void registerWorker(shell, target).catch((error: unknown) => console.warn('[pwa]', error));
  if (target.document.readyState === 'complete') register();
  else target.addEventListener('load', register, { once: true });
}

async function registerWorker(shell: PwaShell, target: Window): Promise<void> {
  const workers = target.navigator.serviceWorker;
  workers.addEventListener('message', (event: MessageEvent<NotificationTapped | null>) => {
    if (event.data?.type !== 'aura/notificationTapped') return;
    if (event.data.roomNum) answerWhenRinging(shell.store, event.data.roomNum);
    // A tapped message opens its chat as a link from outside would (the app starts there).
    else target.location.assign(event.data.url);
  });
  const registration = await workers.register(SERVICE_WORKER_URL, { scope: '/' });
  offerUpdates(registration, target);
  const ready = await workers.ready;
  ready.active?.postMessage({ type: 'aura/keepAssets', urls: loadedAssets(target) });
  void claimInstallGrant(shell, target);
}

/** The scripts and style sheets this page fetched, which the worker may not have seen (it did not control it). */
function loadedAssets(target: Window): string[] {
  return target.performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).pathname.startsWith('/assets/'));
}

/** What PwaNotices shows: the update offer (its reload), and the coins the install grant just paid. */
export interface PwaNoticeState {
  reload?: () => void;
  installCoins?: number;
}

let notices: PwaNoticeState = {};
const noticeListeners = new Set<() => void>();

export const pwaNotices = (): PwaNoticeState => notices;

export function subscribePwaNotices(listener: () => void): () => void {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

export function setPwaNotices(patch: PwaNoticeState): void {
  notices = { ...notices, ...patch };
  noticeListeners.forEach((listener) => listener());
}

/**
 * A new build's worker waits while this tab runs the old one: the tab offers to reload into it. The first
 * install of a worker (no controller yet) is no update.
 */
function offerUpdates(registration: ServiceWorkerRegistration, target: Window): void {
  const workers = target.navigator.serviceWorker;
  const offer = (waiting: ServiceWorker) =>
    setPwaNotices({
      reload: () => {
        workers.addEventListener('controllerchange', () => target.location.reload(), { once: true });
        waiting.postMessage({ type: 'aura/skipWaiting' });
      },
    });
  if (registration.waiting && workers.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && workers.controller) offer(installing);
    });
  });
}

/** Opened from a tapped call notification (…?answerCall=<room>): answers that call's bell once it rings here. */
function answerFromAddress(shell: PwaShell, target: Window): void {
  const url = new URL(target.location.href);
  const roomNum = url.searchParams.get(ANSWER_CALL_PARAM);
  if (!roomNum) return;
  url.searchParams.delete(ANSWER_CALL_PARAM);
  target.history.replaceState(target.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  answerWhenRinging(shell.store, roomNum);
}

/** The few things of the app's store the answer needs. */
interface StorePort {
  getState(): unknown;
  dispatch(action: { type: string }): unknown;
  subscribe(listener: () => void): () => void;
}

/** What this module reads of the call's state (@aura/rtc-call's slice), without importing the package. */
interface CallPart {
  call?: { phase: string; record?: { roomNum: string } };
}

/**
 * Presses "answer" (the call package's `call/answerPressed`, as the bell's button does) when the bell of `roomNum`
 * rings in this tab: at once, or when the tab takes the ringing call up after it opened (resumeOnConnect). Gives
 * up once another call shows. (No timer: CALL_LIMITS here would put the calls' contracts chunk in this chunk's
 * preload list, bytes in the entry over the first load's budget; a bell that never rings leaves a listener.)
 */
export function answerWhenRinging(store: StorePort, roomNum: string) {
  let done = false;
  const stop = () => {
    done = true;
    unsubscribe();
  };
  const check = () => {
    if (done) return;
    const call = (store.getState() as CallPart).call;
    if (call?.phase === 'incoming' && call.record?.roomNum === roomNum) {
      stop();
      store.dispatch({ type: 'call/answerPressed' });
    } else if (call?.record && call.record.roomNum !== roomNum) stop();
  };
  const unsubscribe = store.subscribe(check);
  check();
  return stop;
}

/**
 * The installed app (opened from the home screen) claims the install grant once the user is signed in; the
 * gateway pays it once per account and once per device (docs/push.md "Abuse bounds").
 */
async function claimInstallGrant(shell: PwaShell, target: Window): Promise<void> {
  if (!runsInstalled(target)) return;
  // @aura/auth's selectIsLoggedIn, read without importing it: that would split its module out of the entry.
  const signedIn = () => (shell.store.getState() as AuthRootState).auth.status === 'loggedIn';
  if (!signedIn()) {
    await new Promise<void>((resolve) => {
      const unsubscribe = shell.store.subscribe(() => {
        if (!signedIn()) return;
        unsubscribe();
        resolve();
      });
    });
  }
  const { gateway } = shell;
  const grant = await gateway.call(getIsInitWebapp, {});
  if (!grant.hasCoin) return;
  const { coinsGranted } = await gateway.call(postInitWebappGiveCoin, {});
  if (coinsGranted > 0) setPwaNotices({ installCoins: coinsGranted });
}

// The browser's install offer (`beforeinstallprompt`, Chromium browsers), kept from the app's start until the
// install card uses it. Here rather than in a module of its own: one more chunk would be one more file name in the
// entry's preload map.
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
