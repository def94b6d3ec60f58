// Where a sign-in lands in the whole shell, against a real test gateway; and what the landing pages offer to whom.
import { selectIsLoggedIn, selectLoginPopup, signedIn } from '@aura/auth';
import { startTestGateway, type TestGateway } from '@aura/gateway/testing';
import { memoryStorage } from '@aura/gateway-client';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneSignUp, renderApp, signedUpStorage, type RenderedApp } from '../../test/render-app.tsx';

let gateway: TestGateway;
let app: RenderedApp | undefined;

// A gateway starts in a few seconds, longer while the other test files start theirs on the same cores.
beforeAll(async () => {
  gateway = await startTestGateway({ TRUST_PROXY: 'true' });
  await gateway.listen();
}, 60_000);
afterAll(() => gateway.close());

const OFFER = 'Sign up and get 120 free coins';
const location = () => `${app!.history.location.pathname}${app!.history.location.search}`;

/** Signs the tab's visitor in as a sign-in flow of @aura/auth ends: a real login on this device, then `signedIn`. */
async function signIn(storage: ReturnType<typeof memoryStorage>) {
  const result = await phoneSignUp(gateway, storage);
  act(() => void app!.store.dispatch(signedIn(result)));
  await waitFor(() => expect(selectIsLoggedIn(app!.store.getState())).toBe(true));
}

describe('after signing in', () => {
  it('a visitor who signed up from the landing page lands on the wall, and is offered the sign-up no more', async () => {
    const user = userEvent.setup();
    const storage = memoryStorage();
    app = renderApp(gateway, '/', { storage });
    expect(await screen.findByText(OFFER)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign up free' }));
    await screen.findByRole('dialog', { name: 'Log in or sign up' });

    await signIn(storage);
    await waitFor(() => expect(location()).toBe('/wall'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Wall', hidden: true })).toBeInTheDocument();

    await act(() => app!.router.navigate({ to: '/' }));
    await screen.findByRole('heading', { level: 1, name: 'Meet someone new, face to face', hidden: true });
    expect(screen.queryByText(OFFER)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign up free', hidden: true })).toBeNull();
  });

  it('a visitor the guard stopped lands where the login started, query string and language prefix kept', async () => {
    const storage = memoryStorage();
    app = renderApp(gateway, '/nl/shop?pack=3', { storage });
    await waitFor(() => expect(location()).toBe('/nl/login?pack=3'));
    expect(selectLoginPopup(app.store.getState()).returnTo).toBe('/shop?pack=3');

    await signIn(storage);
    await waitFor(() => expect(location()).toBe('/nl/shop?pack=3'));
  });
});

describe('the landing pages', () => {
  it('offer a returning signed-in user no sign-up', async () => {
    const storage = await signedUpStorage(gateway);
    app = renderApp(gateway, '/', { storage });
    await waitFor(() => expect(selectIsLoggedIn(app!.store.getState())).toBe(true));
    expect(location()).toBe('/');
    // Behind the popup that completes the new user's profile.
    await screen.findByRole('heading', { level: 2, name: 'What you can do on Aura', hidden: true });
    expect(screen.queryByText(OFFER)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign up free', hidden: true })).toBeNull();
  });

  it('offer the sign-up on a marketing landing to a visitor only', async () => {
    const storage = await signedUpStorage(gateway);
    app = renderApp(gateway, '/tr/landings/summer', { storage });
    await waitFor(() => expect(selectIsLoggedIn(app!.store.getState())).toBe(true));
    await screen.findByRole('heading', {
      level: 1,
      name: 'Canlı görüntülü sohbet, bir dokunuş uzağında',
      hidden: true,
    });
    expect(screen.queryByText('Kaydol, 120 ücretsiz jeton kazan')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ücretsiz kaydol', hidden: true })).toBeNull();
    app.unmount();

    app = renderApp(gateway, '/tr/landings/summer');
    expect(await screen.findByText('Kaydol, 120 ücretsiz jeton kazan')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ücretsiz kaydol' })).toBeVisible();
  });
});
