import { createI18n, selectLocale, selectLocaleStatus } from '@aura/i18n-catalog';
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './app.tsx';
import { LocaleRouting } from './locale-routing.ts';
import { createAppRouter } from './router.tsx';
import { createStore } from './store.ts';

function renderApp(path: string) {
  const localeRouting = new LocaleRouting(path);
  const i18n = createI18n(localeRouting.locale);
  const store = createStore({ i18n });
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
    expect(Object.keys(store.getState())).toEqual(['locale']);
  });
});
