import { giftsSlice } from '@aura/gifts';
import { rewardsSlice } from '@aura/rewards';
import { imSlice } from '@aura/im';
import { signInFlowSlices, walletSlice } from '@aura/auth';
import { startTestGateway, type TestGateway } from '@aura/gateway/testing';
import { hostsSlice } from '@aura/hosts';
import { matchingSlice, reportSlice } from '@aura/matching';
import { callSlice } from '@aura/rtc-call';
import { selectCountry, selectRealtimeStatus } from '@aura/gateway-client';
import { LOCALES, languageName, selectLocale, selectLocaleStatus } from '@aura/i18n-catalog';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRITISH_ADDRESS, renderApp, signedUpStorage } from '../test/render-app.tsx';
import { SITE_LANGUAGE_ITEM } from './site-language.ts';

let gateway: TestGateway;

// A gateway starts in a few seconds, longer while the other test files start theirs on the same cores.
beforeAll(async () => {
  gateway = await startTestGateway({ TRUST_PROXY: 'true' });
  await gateway.listen();
}, 60_000);
afterAll(() => gateway.close());

describe('the shell', () => {
  it('renders the home page in English at the root', async () => {
    const { store } = renderApp(gateway, '/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Meet someone new, face to face' }),
    ).toBeVisible();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(selectLocale(store.getState())).toBe('en');
    expect(selectLocaleStatus(store.getState())).toBe('ready');
  });

  it('renders Turkish under /tr, loading it on demand, and keeps the prefix in links', async () => {
    const { store, history } = renderApp(gateway, '/tr');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yeni biriyle yüz yüze tanış' }),
    ).toBeVisible();
    await waitFor(() => expect(selectLocaleStatus(store.getState())).toBe('ready'));
    expect(selectLocale(store.getState())).toBe('tr');
    expect(document.documentElement.lang).toBe('tr');
    expect(history.location.pathname).toBe('/tr');
    expect(screen.getByRole('link', { name: 'Ana sayfa' })).toHaveAttribute('href', '/tr');
    expect(screen.getByRole('link', { name: 'Duvar' })).toHaveAttribute('href', '/tr/wall');
    expect(screen.getByRole('link', { name: 'Çerez politikası' })).toHaveAttribute(
      'href',
      '/tr/cookie-policy',
    );
  });

  it('renders a public page under /nl in Dutch', async () => {
    renderApp(gateway, '/nl/terms-of-use');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gebruiksvoorwaarden' })).toBeVisible();
    expect(screen.getByText(/minstens 18 jaar/)).toBeVisible();
  });

  it('sends unknown paths to the root, keeping the language', async () => {
    const english = renderApp(gateway, '/no/such/path');
    await waitFor(() => expect(english.history.location.pathname).toBe('/'));
    english.router.history.destroy();

    const dutch = renderApp(gateway, '/nl/no/such/path');
    await waitFor(() => expect(dutch.history.location.pathname).toBe('/nl'));
    dutch.router.history.destroy();

    // Below a known page too: /wall/x is no page.
    const turkish = renderApp(gateway, '/tr/wall/x?keep=1');
    await waitFor(() => expect(turkish.history.location.pathname).toBe('/tr'));
  });

  it('keeps the path of a language code no translation answers (iw: Hebrew’s is he), in English, its prefix on the links (issue 18)', async () => {
    const { store, history } = renderApp(gateway, '/iw/terms-of-use?x=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    expect(history.location.pathname).toBe('/iw/terms-of-use');
    expect(history.location.search).toBe('?x=1');
    expect(selectLocale(store.getState())).toBe('en');
    expect(screen.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/iw/cookie-policy');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it('offers every language in its own name, and a pick stays on the page in that language', async () => {
    localStorage.removeItem(SITE_LANGUAGE_ITEM);
    const user = userEvent.setup();
    const { store, history } = renderApp(gateway, '/terms-of-use?x=1');
    await screen.findByRole('heading', { level: 1, name: 'Terms of use' });
    const picker = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(LOCALES.map(languageName));
    expect(LOCALES.map(languageName).slice(0, 4)).toEqual([
      'English',
      'British English',
      'Türkçe',
      'Nederlands',
    ]);
    await user.selectOptions(picker, 'Türkçe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kullanım koşulları' })).toBeVisible();
    expect(history.location.pathname).toBe('/tr/terms-of-use');
    expect(history.location.search).toBe('?x=1');
    await waitFor(() => expect(selectLocale(store.getState())).toBe('tr'));
    expect(screen.getByRole('combobox', { name: 'Dil' })).toHaveValue('tr');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Çerez politikası' })).toHaveAttribute(
        'href',
        '/tr/cookie-policy',
      ),
    );
    expect(localStorage.getItem(SITE_LANGUAGE_ITEM)).toBe('tr');
    // Back to English: the prefix goes.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dil' }), 'English');
    await screen.findByRole('heading', { level: 1, name: 'Terms of use' });
    expect(history.location.pathname).toBe('/terms-of-use');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/cookie-policy'),
    );
    expect(localStorage.getItem(SITE_LANGUAGE_ITEM)).toBe('en');
    localStorage.removeItem(SITE_LANGUAGE_ITEM);
  });

  it('composes each package slice into the store; IM’s and the gifts’ join when their chunk has loaded', async () => {
    const { store } = renderApp(gateway, '/');
    await waitFor(() => expect(Object.keys(store.getState())).toContain(giftsSlice.reducerPath));
    // The rewards' slice joins with its own chunk once a user is signed in, before or after the wall's: not counted.
    expect(Object.keys(store.getState()).filter((key) => key !== rewardsSlice.reducerPath)).toEqual([
      'locale',
      'gateway',
      'auth',
      walletSlice.reducerPath,
      ...signInFlowSlices.map((slice) => slice.reducerPath),
      hostsSlice.reducerPath,
      callSlice.reducerPath,
      matchingSlice.reducerPath,
      reportSlice.reducerPath,
      imSlice.reducerPath,
      giftsSlice.reducerPath,
    ]);
  });

  it('shows the match screen on /matching, and Start puts the user in the gateway’s queue', async () => {
    const storage = await signedUpStorage(gateway);
    const { history } = renderApp(gateway, '/wall', { storage });
    await waitFor(() => expect(document.title).toBe('Wall · Aura'));
    // The match page as the first page goes to the landing page (spec §2): it is reached from another page.
    // A new user's profile dialog covers the page (hidden: true reaches behind it, as the wall test does).
    history.push('/matching');
    (await screen.findByRole('button', { name: 'Start', hidden: true })).click();
    expect(await screen.findByText('Looking for someone…', { selector: 'p' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Random match · Aura'));
    expect(await screen.findByText(/^Free matches left: \d+/)).toBeVisible();
  });

  it('shows a visitor the guest host list on the landing page, and a signed-in user the wall', async () => {
    const host = await gateway.services.hosts.create({ nickname: 'Sanne', countryCode: 'NL' });
    await gateway.services.presence.heartbeat(host.id);
    const visitor = renderApp(gateway, '/');
    const guests = await screen.findByRole('region', { name: 'Hosts online now' });
    expect(await within(guests).findByRole('article', { name: 'Sanne' })).toHaveTextContent('Online');
    visitor.unmount();

    const storage = await signedUpStorage(gateway);
    renderApp(gateway, '/wall', { storage });
    const list = await screen.findByRole('list', { name: 'Hosts', hidden: true });
    expect(await within(list).findByRole('article', { name: 'Sanne', hidden: true })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Wall · Aura'));
  });

  it('asks the gateway, encrypted, where the visitor is and shows the region', async () => {
    const { store } = renderApp(gateway, '/');
    await waitFor(() =>
      expect(selectCountry(store.getState())).toMatchObject({ ab: 'GB', ip: BRITISH_ADDRESS }),
    );
    expect(await screen.findByText('Region: United Kingdom')).toBeVisible();
  });

  it('opens the realtime channel to the gateway', async () => {
    const { store } = renderApp(gateway, '/');
    await waitFor(() => expect(selectRealtimeStatus(store.getState())).toBe('open'));
  });

  it('removes the landing-page splash once the first page has rendered', async () => {
    const splash = document.createElement('div');
    splash.id = 'splash';
    document.body.append(splash);
    renderApp(gateway, '/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await waitFor(() => expect(document.getElementById('splash')).toBeNull());
  });
});
