import { selectAuthStatus, selectIsLoggedIn, selectLoginMethods, selectLoginPopup } from '@aura/auth';
import { startTestGateway, type TestGateway } from '@aura/gateway/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderApp, signedUpStorage, type RenderedApp } from '../../test/render-app.tsx';

let gateway: TestGateway;
let app: RenderedApp | undefined;

// A gateway starts in a few seconds, longer while the other test files start theirs on the same cores.
beforeAll(async () => {
  gateway = await startTestGateway({ TRUST_PROXY: 'true' });
  await gateway.listen();
}, 60_000);
afterAll(() => gateway.close());

function open(path: string, options?: Parameters<typeof renderApp>[2]) {
  app = renderApp(gateway, path, options);
  return app;
}

const location = () => `${app!.history.location.pathname}${app!.history.location.search}`;

describe('the route guard', () => {
  it('sends a visitor to the login page with the query kept, opens the popup and reports the conversion', async () => {
    const { store, events } = open('/wall?utm_source=ad&ref=7');
    await waitFor(() => expect(location()).toBe('/login?utm_source=ad&ref=7'));
    expect(selectLoginPopup(store.getState())).toMatchObject({
      open: true,
      origin: 'router',
      returnTo: '/wall?utm_source=ad&ref=7',
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ path: '/wall' });
    expect(events[0]!.event).toEqual(expect.any(String));
    expect(await screen.findByRole('dialog', { name: 'Log in or sign up' })).toBeVisible();
  });

  it('shows a first visitor the 18+ gate alone, and the login popup once they confirm', async () => {
    const user = userEvent.setup();
    const { store } = open('/wall', { adultConfirmed: false });
    await waitFor(() => expect(location()).toBe('/login'));
    expect(selectLoginPopup(store.getState()).open).toBe(true);
    const gate = await screen.findByRole('dialog');
    expect(screen.getAllByRole('dialog')).toEqual([gate]);
    expect(screen.queryByRole('dialog', { name: 'Log in or sign up' })).toBeNull();
    await user.click(within(gate).getByRole('button', { name: /18/ }));
    expect(await screen.findByRole('dialog', { name: 'Log in or sign up' })).toBeVisible();
  });

  it('keeps the language prefix on the way to the login page', async () => {
    const { store } = open('/tr/shop');
    await waitFor(() => expect(location()).toBe('/tr/login'));
    expect(selectLoginPopup(store.getState()).returnTo).toBe('/shop');
    expect(await screen.findByRole('dialog', { name: 'Giriş yap veya kaydol' })).toBeVisible();
  });

  it('decides quietly on a preload (hovering a link), and for real on the click', async () => {
    const user = userEvent.setup();
    const { store, events, router } = open('/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    // What hovering a link does (defaultPreload: 'intent').
    await act(() => router.preloadRoute({ to: '/wall' }));
    expect(selectLoginPopup(store.getState()).open).toBe(false);
    expect(events).toEqual([]);
    expect(location()).toBe('/about-us');

    await user.click(screen.getByRole('link', { name: 'Wall' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(selectLoginPopup(store.getState())).toMatchObject({ open: true, returnTo: '/wall' });
    expect(events).toHaveLength(1);
  });

  it('sends a visitor whose first page is the match page to the landing page, without the popup', async () => {
    const { store, events } = open('/matching?utm_source=ad');
    await waitFor(() => expect(location()).toBe('/?utm_source=ad'));
    expect(selectLoginPopup(store.getState()).open).toBe(false);
    expect(events).toEqual([]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meet someone new, face to face' }),
    ).toBeVisible();
  });

  it('asks for a login when the match page is not the first page', async () => {
    const { router, store } = open('/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    await act(() => router.navigate({ to: '/matching' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(selectLoginPopup(store.getState())).toMatchObject({ open: true, returnTo: '/matching' });
  });

  it('sends a visitor coming from the shop to the landing page', async () => {
    const { store, events } = open('/nl/payRes?from=shop');
    await waitFor(() => expect(location()).toBe('/nl?from=shop'));
    expect(selectLoginPopup(store.getState()).open).toBe(false);
    expect(events).toEqual([]);
  });

  it('opens every public page to a visitor', async () => {
    for (const path of [
      '/',
      '/login',
      '/cookie-policy',
      '/privacy-policy',
      '/terms-of-use',
      '/about-us',
      '/community-guidelines',
      '/safety-center',
      '/privacy-center',
      '/random-video-chat',
      '/landings/summer',
      '/lp/en/video-chat/today',
    ]) {
      const { store, events, router } = open(path);
      await waitFor(() => expect(router.state.status).toBe('idle'));
      await screen.findByRole('heading', { level: 1 });
      expect(location(), path).toBe(path);
      expect(selectLoginPopup(store.getState()).open, path).toBe(false);
      expect(events, path).toEqual([]);
      app!.unmount();
    }
  });

  it("hands the login page its query string: social sign-in's way back shows its error", async () => {
    const { store } = open('/nl/login?oauthError=failed');
    await waitFor(() => expect(selectLoginMethods(store.getState()).error).toBeDefined());
  });

  it('lets a returning user in once startup has confirmed the session', async () => {
    const storage = await signedUpStorage(gateway);
    const { store } = open('/wall', { storage });
    // Startup asks the gateway first: until it answers, the guard has not decided.
    expect(selectAuthStatus(store.getState())).toBe('starting');
    await waitFor(() => expect(selectIsLoggedIn(store.getState())).toBe(true));
    await waitFor(() => expect(location()).toBe('/wall'));
    // The wall's page is a chunk of its own, loaded when the route opens.
    expect(await screen.findByRole('heading', { level: 1, name: 'Wall', hidden: true })).toBeInTheDocument();
    // The wall itself (@aura/hosts), asked of the gateway, which has no hosts yet.
    expect(
      await screen.findByRole('heading', { name: 'No hosts here right now', hidden: true }),
    ).toBeInTheDocument();
  });
});
