import { APP_ROUTES, PUBLIC_ROUTES } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import { browserAnalytics } from './analytics.ts';
import { LOGIN_REQUIRED_EVENT, guardNavigation, requiresLogin, type GuardInput } from './route-guard.ts';

const visitor = { isFirstNavigation: false, loggedIn: false, search: '' };
const loginRequired = (path: string) => ({ event: LOGIN_REQUIRED_EVENT, path });

describe('requiresLogin', () => {
  it.each([
    '/',
    '/login',
    '/terms-of-use',
    '/privacy-policy',
    '/landings/summer',
    '/lp/en/chat',
    '/about-us/',
  ])('%s is public', (path) => expect(requiresLogin(path)).toBe(false));

  it.each(['/matching', '/wall', '/shop', '/profile/42', '/message/IMSayHiSession', '/landingsx'])(
    '%s needs a login',
    (path) => expect(requiresLogin(path)).toBe(true),
  );

  it('opens every public route of contracts', () => {
    for (const name of PUBLIC_ROUTES) {
      const path = APP_ROUTES[name].replace('$', 'page');
      expect(requiresLogin(path), path).toBe(false);
    }
  });
});

describe('guardNavigation', () => {
  it.each<[string, GuardInput, ReturnType<typeof guardNavigation>]>([
    ['a public page', { ...visitor, path: '/terms-of-use' }, { action: 'allow' }],
    ['the landing page first', { ...visitor, path: '/', isFirstNavigation: true }, { action: 'allow' }],
    ['a signed-in user anywhere', { ...visitor, path: '/wall', loggedIn: true }, { action: 'allow' }],
    [
      'a signed-in user on the match page first',
      { ...visitor, path: '/matching', isFirstNavigation: true, loggedIn: true },
      { action: 'allow' },
    ],
    [
      'a visitor on a guarded page',
      { ...visitor, path: '/wall' },
      { action: 'redirectToLogin', to: '/login', returnTo: '/wall', event: loginRequired('/wall') },
    ],
    [
      'a visitor keeps the query string',
      { ...visitor, path: '/profile/42', search: '?tab=photos&utm_source=ad' },
      {
        action: 'redirectToLogin',
        to: '/login?tab=photos&utm_source=ad',
        returnTo: '/profile/42?tab=photos&utm_source=ad',
        event: loginRequired('/profile/42'),
      },
    ],
    [
      'a query string without its question mark',
      { ...visitor, path: '/shop', search: 'pack=3' },
      {
        action: 'redirectToLogin',
        to: '/login?pack=3',
        returnTo: '/shop?pack=3',
        event: loginRequired('/shop'),
      },
    ],
    [
      'a visitor whose first page is the match page',
      { ...visitor, path: '/matching', isFirstNavigation: true },
      { action: 'redirectToLanding', to: '/' },
    ],
    [
      'the match page first, with a trailing slash and a campaign',
      { ...visitor, path: '/matching/', isFirstNavigation: true, search: '?utm_source=ad' },
      { action: 'redirectToLanding', to: '/?utm_source=ad' },
    ],
    [
      'a visitor reaching the match page later',
      { ...visitor, path: '/matching' },
      { action: 'redirectToLogin', to: '/login', returnTo: '/matching', event: loginRequired('/matching') },
    ],
    [
      'a visitor arriving from the shop',
      { ...visitor, path: '/wall', search: '?from=shop' },
      { action: 'redirectToLanding', to: '/?from=shop' },
    ],
    [
      'a visitor from somewhere else',
      { ...visitor, path: '/wall', search: '?from=mail' },
      {
        action: 'redirectToLogin',
        to: '/login?from=mail',
        returnTo: '/wall?from=mail',
        event: loginRequired('/wall'),
      },
    ],
    [
      'a signed-in user from the shop',
      { ...visitor, path: '/wall', search: '?from=shop', loggedIn: true },
      {
        action: 'allow',
      },
    ],
  ])('%s', (_name, input, decision) => {
    expect(guardNavigation(input)).toEqual(decision);
  });
});

describe('browserAnalytics', () => {
  it('pushes events onto dataLayer, making it when missing and keeping what is there', () => {
    const page: { dataLayer?: unknown[] } = {};
    const analytics = browserAnalytics(page);
    analytics.track({ event: LOGIN_REQUIRED_EVENT, path: '/wall' });
    expect(page.dataLayer).toEqual([{ event: LOGIN_REQUIRED_EVENT, path: '/wall' }]);
    const queued = { dataLayer: [{ event: 'gtm.js' }] as unknown[] };
    browserAnalytics(queued).track({ event: 'x' });
    expect(queued.dataLayer).toEqual([{ event: 'gtm.js' }, { event: 'x' }]);
  });

  it('uses the window by default', () => {
    browserAnalytics().track({ event: 'default' });
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toContainEqual({ event: 'default' });
  });
});
