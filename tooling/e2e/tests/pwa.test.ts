// The installable app and web push in Chromium (issue 15, docs/push.md), on the shared gateway. The shell loads
// offline after one visit of a signed-in person: the service worker precaches it and keeps the chunks the visit used. Notifications: a
// person turns them on from the helper page through the push prompt and gets the grant's coins once; a host who
// turned them on closes her tab, a caller calls her, and the gateway's message (encrypted and VAPID-signed by
// web-push) reaches the local push service (web-push-testing), which decrypts it; delivered to her real service
// worker, it shows the call's notification, and its address (what a tap opens) answers the call.
//
// The one stand-in: the browser's push service. Chromium subscribes through Google's (FCM), which is out of reach
// here, and refuses the Push API in its incognito-like profiles anyway; so PushManager's subscribe() returns a
// subscription of the local push service, made for the gateway's VAPID key as FCM would make one. The message it
// received goes to the worker as FCM would deliver it (DevTools' ServiceWorker.deliverPushMessage).
import { startLocalPushService, type LocalPushService } from '@aura/gateway/testing/push';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bell,
  callScreen,
  CALL_CONTEXT,
  freshUkMobile,
  hostCard,
  newPage,
  useSharedSuite,
  watchPageErrors,
} from '../src/index.ts';
import { signInDemoHost, signUpByPhone } from '../people/gateway-sign-in.ts';

const WAIT_MS = 30 * 1000;
const suite = useSharedSuite();
let pushService: LocalPushService;

beforeAll(async () => {
  pushService = await startLocalPushService();
});
afterAll(() => pushService?.close());

/** The client hash of the last subscription the local push service made for each profile. */
const subscriptions = new WeakMap<BrowserContext, string>();

/** Runs in the page: PushManager subscribes at the local push service (through the binding below). */
function subscribeAtLocalPushService(): void {
  const local = window as unknown as {
    auraLocalPushSubscribe(
      key: string,
    ): Promise<{ endpoint: string; keys: { p256dh: string; auth: string } }>;
  };
  let current: PushSubscription | null = null;
  const base64url = (key: BufferSource) =>
    btoa(String.fromCharCode(...new Uint8Array(ArrayBuffer.isView(key) ? key.buffer : key)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  PushManager.prototype.getSubscription = () => Promise.resolve(current);
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    const applicationServerKey = options?.applicationServerKey as BufferSource;
    const made = await local.auraLocalPushSubscribe(base64url(applicationServerKey));
    current = {
      endpoint: made.endpoint,
      options: { applicationServerKey, userVisibleOnly: true },
      toJSON: () => ({ endpoint: made.endpoint, keys: made.keys }),
      unsubscribe: () => {
        current = null;
        return Promise.resolve(true);
      },
    } as unknown as PushSubscription;
    return current;
  };
}

/** A fresh profile allowed notifications (besides the camera and microphone), its push going to the local service. */
async function pushReadyPage(): Promise<Page> {
  const page = await newPage(suite.browser, suite.contexts, {
    context: { ...CALL_CONTEXT, permissions: ['camera', 'microphone', 'notifications'] },
  });
  const context = page.context();
  await context.exposeFunction('auraLocalPushSubscribe', async (key: string) => {
    const { endpoint, keys, clientHash } = await pushService.subscribe(key);
    subscriptions.set(context, clientHash);
    return { endpoint, keys };
  });
  await context.addInitScript(subscribeAtLocalPushService);
  return page;
}

/** Turns notifications on from the helper page, through the push prompt. */
async function turnOnNotifications(page: Page): Promise<void> {
  await page.goto(`${suite.url}/zhushou`);
  const card = page.getByRole('region', { name: 'Turn on notifications' });
  await card.getByRole('button', { name: 'Turn on' }).click();
  const prompt = page.getByRole('dialog', { name: 'Turn on notifications' });
  await prompt.getByRole('button', { name: 'Turn on' }).click();
  await card.getByText('Notifications are on for this device.').waitFor({ timeout: WAIT_MS });
}

describe('the installable app', () => {
  it('loads its shell offline after one visit', async () => {
    // The worker starts with a signed-in user's rewards (docs/push.md).
    const page = await signUpByPhone(
      await newPage(suite.browser, suite.contexts),
      suite.url,
      freshUkMobile(),
      {
        nickname: 'Lina',
      },
    );
    await page.goto(`${suite.url}/about-us`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The worker is in and controls the page, and every script and style sheet of the visit is in its caches.
    await page.evaluate(async () => {
      const workers = navigator.serviceWorker;
      await workers.ready;
      if (!workers.controller)
        await new Promise((resolve) => workers.addEventListener('controllerchange', resolve));
      const files = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => new URL(url).pathname.startsWith('/assets/'));
      while (!(await Promise.all(files.map((url) => caches.match(url)))).every(Boolean)) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    const heading = await page.getByRole('heading', { level: 1 }).textContent();

    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: heading ?? '' }).waitFor({ timeout: WAIT_MS });
    expect(await page.getByRole('link', { name: 'Home' }).first().isVisible()).toBe(true);
    await page.context().setOffline(false);
  });
});

describe('web push', () => {
  it('turning notifications on pays the grant once', async () => {
    const page = await signUpByPhone(await pushReadyPage(), suite.url, freshUkMobile(), { nickname: 'Noor' });
    await page.goto(`${suite.url}/zhushou`);
    const card = page.getByRole('region', { name: 'Turn on notifications' });
    await card.getByText(/^Get \d+ coins for turning them on$/).waitFor({ timeout: WAIT_MS });
    await turnOnNotifications(page);
    await page
      .getByRole('status')
      .getByText(/^\+\d+ coins added$/)
      .waitFor({ timeout: WAIT_MS });

    // Turned off and on again: no second payment, and no more offer of one.
    await card.getByRole('button', { name: 'Turn off' }).click();
    await card.getByRole('button', { name: 'Turn on' }).waitFor({ timeout: WAIT_MS });
    expect(await card.getByText(/coins for turning them on/).count()).toBe(0);
    await turnOnNotifications(page);
    await page.reload();
    await card.getByText('Notifications are on for this device.').waitFor({ timeout: WAIT_MS });
    expect(await page.getByText(/^\+\d+ coins added$/).count()).toBe(0);
  });

  it('rings a host with no tab open by a notification, whose tap answers the call', async () => {
    const host = await signInDemoHost(await pushReadyPage(), suite.url, 'Priya');
    const hostContext = host.context();
    await turnOnNotifications(host);
    const clientHash = subscriptions.get(hostContext)!;
    const before = pushService.messages(clientHash).length;
    // Her only tab goes: no socket of hers is left, she is still online for a while (her last heartbeat).
    await host.close();

    const caller = await signUpByPhone(
      await newPage(suite.browser, suite.contexts),
      suite.url,
      freshUkMobile(),
      {
        nickname: 'Deniz',
      },
    );
    const callerErrors = watchPageErrors(caller);
    await caller.goto(`${suite.url}/wall`);
    const card = hostCard(caller, 'Priya');
    await card.getByText('Online', { exact: true }).waitFor({ timeout: WAIT_MS });
    // Priya takes video from friends only: a voice call.
    await card.getByRole('button', { name: 'Voice call with Priya' }).click();

    // The gateway's message reached the local push service, which decrypted it with the subscription's keys.
    const received = await pushService.waitForMessages(clientHash, before + 1, WAIT_MS);
    const message = JSON.parse(received.at(-1)!) as { kind: string; roomNum: string; callerName: string };
    expect(message).toMatchObject({ kind: 'call', callerName: 'Deniz', media: 'audio', locale: 'en' });

    // Delivered to her service worker as her browser's push service would, it shows the call.
    const blank = await hostContext.newPage();
    const devtools = await hostContext.newCDPSession(blank);
    const registrations = new Promise<string>((resolve) =>
      devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: found }) => {
        const mine = found.find((registration) => registration.scopeURL === `${suite.url}/`);
        if (mine) resolve(mine.registrationId);
      }),
    );
    await devtools.send('ServiceWorker.enable');
    await devtools.send('ServiceWorker.deliverPushMessage', {
      origin: suite.url,
      registrationId: await registrations,
      data: received.at(-1)!,
    });
    const worker = hostContext.serviceWorkers()[0] ?? (await hostContext.waitForEvent('serviceworker'));
    const shown = await worker.evaluate(async () => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration };
      for (;;) {
        const found = await scope.registration.getNotifications();
        if (found.length > 0)
          return found.map((note) => ({ title: note.title, body: note.body, data: note.data }));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    expect(shown).toEqual([
      {
        title: 'Deniz is calling you',
        body: 'Tap to answer',
        data: { url: `/?answerCall=${message.roomNum}`, roomNum: message.roomNum },
      },
    ]);

    // A tap with no tab open opens the app at the notification's address, which answers the bell.
    await blank.goto(`${suite.url}${(shown[0]!.data as { url: string }).url}`);
    await callScreen(caller, 'Priya')
      .getByRole('status')
      .getByText('Connected')
      .waitFor({ timeout: WAIT_MS });
    await callScreen(blank, 'Deniz').getByRole('status').getByText('Connected').waitFor({ timeout: WAIT_MS });
    expect(await bell(blank, 'Deniz').count()).toBe(0);
    await callScreen(caller, 'Priya').getByRole('button', { name: 'Hang up' }).click();
    expect(callerErrors()).toEqual([]);
  });
});
