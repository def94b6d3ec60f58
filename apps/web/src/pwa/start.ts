// The installable app's start in a tab (docs/push.md), loaded by main.tsx with import() so none of it is in the
// first load: the install offer kept, the service worker registered once the page has loaded (production builds
// only: the dev server has none), the files of this first visit handed to it, a new build offered as an update,
// the bell answered from a tapped call notification, and the install grant claimed by the installed app.
import { ANSWER_CALL_PARAM, CALL_LIMITS, getIsInitWebapp, postInitWebappGiveCoin } from '@aura/contracts';
import type { AuthRootState } from '@aura/auth';
import type { I18n } from '@aura/i18n-catalog';
import type { createRoot } from 'react-dom/client';
import type { AppRouter } from '../router.tsx';
import type { AppStore } from '../store.ts';
import { listenForInstallOffer, runsInstalled } from './install-state.ts';
import type { NotificationTapped } from './notifications.ts';

export interface PwaShell {
  store: AppStore;
  i18n: I18n;
  /** Goes to an address of a tapped notification (with its language prefix), as a link would. */
  router: Pick<AppRouter, 'navigate'>;
  /**
   * React's createRoot, for the notices outside any page: handed in, since this chunk importing react-dom (or
   * anything else the entry has) would split it out of the entry into one more first-load script.
   */
  createRoot: typeof createRoot;
}

export const SERVICE_WORKER_URL = '/sw.js';

export function startPwa(shell: PwaShell, target: Window = window): void {
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
    else void shell.router.navigate({ href: event.data.url });
  });
  const registration = await workers.register(SERVICE_WORKER_URL, { scope: '/' });
  offerUpdates(registration, shell, target);
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

/**
 * A new build's worker waits while this tab runs the old one: the tab offers to reload into it. The first
 * install of a worker (no controller yet) is no update.
 */
function offerUpdates(registration: ServiceWorkerRegistration, shell: PwaShell, target: Window): void {
  const workers = target.navigator.serviceWorker;
  const offer = (waiting: ServiceWorker) =>
    void import('./update-offer.tsx').then(({ showUpdateOffer }) =>
      showUpdateOffer(shell, () => {
        workers.addEventListener('controllerchange', () => target.location.reload(), { once: true });
        waiting.postMessage({ type: 'aura/skipWaiting' });
      }),
    );
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
 * up once another call shows, or when the bell would have stopped ringing.
 */
export function answerWhenRinging(store: StorePort, roomNum: string) {
  let done = false;
  const stop = () => {
    done = true;
    unsubscribe();
    clearTimeout(timer);
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
  const timer = setTimeout(stop, CALL_LIMITS.ringTimeoutSeconds * 1000);
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
  const { gateway } = shell.store;
  const grant = await gateway.call(getIsInitWebapp, {});
  if (!grant.hasCoin) return;
  const { coinsGranted } = await gateway.call(postInitWebappGiveCoin, {});
  if (coinsGranted > 0) {
    const { showCoinsGranted } = await import('./update-offer.tsx');
    showCoinsGranted(shell, coinsGranted);
  }
}
