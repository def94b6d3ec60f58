import { ANSWER_CALL_PARAM, APP_ROUTES } from '@aura/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ANSWER_PARAM, ROUTES, notificationFor, openFromNotification } from './notifications.ts';

describe('what the service worker shows for a push message', () => {
  it('keeps the contracts’ parameter and routes (the worker cannot import them)', () => {
    expect(ANSWER_PARAM).toBe(ANSWER_CALL_PARAM);
    expect(ROUTES).toEqual({
      root: APP_ROUTES.root,
      messageSession: APP_ROUTES.messageSession,
      task: APP_ROUTES.task,
      card: APP_ROUTES.card,
      shop: APP_ROUTES.shop,
    });
  });

  it('rings a call in the device’s language, its tap answering that room', () => {
    const shown = notificationFor({
      kind: 'call',
      roomNum: 'r 1',
      callerName: 'Deniz',
      media: 'audio',
      locale: 'tr',
    });
    expect(shown?.title).toBe('Deniz seni arıyor');
    expect(shown?.options).toMatchObject({
      body: 'Yanıtlamak için dokun',
      tag: 'call-r 1',
      requireInteraction: true,
      data: { url: '/tr/?answerCall=r%201', roomNum: 'r 1' },
    });
  });

  it('opens the chat of a new message, and words an unknown language in English', () => {
    const shown = notificationFor({ kind: 'message', friendId: '42', senderName: 'Ada', locale: 'xx' });
    expect(shown?.title).toBe('New message from Ada');
    expect(shown?.options.data.url).toBe('/message/IMMessageSession/42');
    expect(notificationFor({ kind: 'reward', coins: 20, locale: 'en-GB' })?.options.data.url).toBe(
      '/gb/task',
    );
    const liked = notificationFor({ kind: 'like', locale: 'nl' });
    expect(liked?.title).toBe('Iemand vindt je leuk');
    expect(liked?.options.data.url).toBe('/nl/card');
  });

  it('tells a renewal that could not be charged, its retry’s day or its end, and opens the shop', () => {
    const retryAt = Date.UTC(2026, 11, 3, 12);
    const retry = notificationFor({ kind: 'renewalFailed', retryAt, locale: 'nl' });
    expect(retry?.title).toBe('Je abonnement kon niet worden verlengd');
    expect(retry?.options).toMatchObject({
      body: `We konden je kaart niet belasten voor de verlenging. We proberen het opnieuw op ${new Intl.DateTimeFormat('nl', { dateStyle: 'medium' }).format(retryAt)}.`,
      tag: 'renewal',
      data: { url: '/nl/shop' },
    });
    const ended = notificationFor({ kind: 'renewalFailed', retryAt: null, locale: 'en' });
    expect(ended?.title).toBe('Your subscription ended');
    expect(ended?.options).toMatchObject({
      body: 'We could not charge your card for the renewal. Subscribe again to keep getting coins.',
      tag: 'renewal',
      data: { url: '/shop' },
    });
  });

  it('shows nothing for a kind it does not know', () => {
    expect(notificationFor({ kind: 'gift', locale: 'en' } as never)).toBeUndefined();
  });
});

describe('a tap on a notification', () => {
  it('focuses an open tab and tells it, rather than opening another', async () => {
    const tab = { focus: vi.fn(() => Promise.resolve()), postMessage: vi.fn() };
    const openWindow = vi.fn(() => Promise.resolve());
    await openFromNotification({ url: '/?answerCall=7', roomNum: '7' }, [tab], openWindow);
    expect(tab.focus).toHaveBeenCalled();
    expect(tab.postMessage).toHaveBeenCalledWith({
      type: 'aura/notificationTapped',
      url: '/?answerCall=7',
      roomNum: '7',
    });
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens the app at the notification’s address when no tab is open', async () => {
    const openWindow = vi.fn(() => Promise.resolve());
    await openFromNotification({ url: '/message/IMMessageSession/42' }, [], openWindow);
    expect(openWindow).toHaveBeenCalledWith('/message/IMMessageSession/42');
  });
});
