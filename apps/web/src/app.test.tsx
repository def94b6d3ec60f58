import { startTestGateway, type TestGateway } from '@aura/gateway/testing';
import {
  createRealtimeChannel,
  memoryStorage,
  selectCountry,
  selectRealtimeStatus,
} from '@aura/gateway-client';
import { createI18n, selectLocale, selectLocaleStatus } from '@aura/i18n-catalog';
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { App } from './app.tsx';
import { createAppGateway } from './gateway.ts';
import { LocaleRouting } from './locale-routing.ts';
import { createAppRouter } from './router.tsx';
import { createStore } from './store.ts';

/** A British address, so the gateway's country lookup has something to find. */
const BRITISH_ADDRESS = '81.2.69.142';
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ TRUST_PROXY: 'true' });
  await gateway.listen();
});
afterAll(() => gateway.close());

function renderApp(path: string) {
  const localeRouting = new LocaleRouting(path);
  const i18n = createI18n(localeRouting.locale);
  const client = createAppGateway({
    baseURL: gateway.url,
    locale: () => localeRouting.locale,
    storage: memoryStorage(),
  });
  // jsdom would apply CORS between its page origin and the gateway's; Node's HTTP adapter talks directly.
  client.http.defaults.adapter = 'http';
  client.http.defaults.headers.common['x-forwarded-for'] = BRITISH_ADDRESS;
  // jsdom's own WebSocket, like a browser's.
  const realtime = createRealtimeChannel(client);
  const store = createStore({ i18n, gateway: client, realtime });
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ localeRouting, history });
  render(<App store={store} router={router} i18n={i18n} localeRouting={localeRouting} />);
  return { store, router, history };
}

describe('the shell', () => {
  it('renders the home page in English at the root', async () => {
    const { store } = renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meet someone new, face to face' }),
    ).toBeVisible();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(selectLocale(store.getState())).toBe('en');
    expect(selectLocaleStatus(store.getState())).toBe('ready');
  });

  it('renders Turkish under /tr, loading it on demand, and keeps the prefix in links', async () => {
    const { store, history } = renderApp('/tr');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yeni biriyle yüz yüze tanış' }),
    ).toBeVisible();
    await waitFor(() => expect(selectLocaleStatus(store.getState())).toBe('ready'));
    expect(selectLocale(store.getState())).toBe('tr');
    expect(document.documentElement.lang).toBe('tr');
    expect(history.location.pathname).toBe('/tr');
    expect(screen.getByRole('link', { name: 'Ana sayfa' })).toHaveAttribute('href', '/tr');
  });

  it('sends unknown paths to the root, keeping the language', async () => {
    const english = renderApp('/no/such/path');
    await waitFor(() => expect(english.history.location.pathname).toBe('/'));
    english.router.history.destroy();

    const dutch = renderApp('/nl/no/such/path');
    await waitFor(() => expect(dutch.history.location.pathname).toBe('/nl'));
  });

  it('composes each package slice into the store', () => {
    const { store } = renderApp('/');
    expect(Object.keys(store.getState())).toEqual(['locale', 'gateway']);
  });

  it('asks the gateway, encrypted, where the visitor is and shows the region', async () => {
    const { store } = renderApp('/');
    await waitFor(() =>
      expect(selectCountry(store.getState())).toMatchObject({ ab: 'GB', ip: BRITISH_ADDRESS }),
    );
    expect(await screen.findByText('Region: United Kingdom')).toBeVisible();
  });

  it('opens the realtime channel to the gateway', async () => {
    const { store } = renderApp('/');
    await waitFor(() => expect(selectRealtimeStatus(store.getState())).toBe('open'));
  });
});
