import { selectLoginPopup } from '@aura/auth';
import { startTestGateway, type TestGateway } from '@aura/gateway/testing';
import { MOBILE_MEDIA_QUERY } from '@aura/ui-kit';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';

let gateway: TestGateway;

// A gateway starts in a few seconds, longer while the other test files start theirs on the same cores.
beforeAll(async () => {
  gateway = await startTestGateway({ TRUST_PROXY: 'true' });
  await gateway.listen();
}, 60_000);
afterAll(() => gateway.close());
afterEach(() => vi.unstubAllGlobals());

const open = (path: string) => renderApp(gateway, path);

/** A phone-sized window: ui-kit's viewport reads the spec's breakpoint through matchMedia. */
function phoneWindow() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === MOBILE_MEDIA_QUERY,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('the layout', () => {
  it('has a banner, main navigation in the header, main content and a footer with the legal pages', async () => {
    open('/cookie-policy');
    await screen.findByRole('heading', { level: 1, name: 'Cookie policy' });
    const banner = screen.getByRole('banner');
    const nav = within(banner).getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Wall', 'Match', 'Messages', 'Shop']);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    const legal = within(screen.getByRole('contentinfo')).getByRole('navigation', {
      name: 'Legal and information',
    });
    expect(within(legal).getAllByRole('link')).toHaveLength(8);
    expect(within(legal).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(document.title).toBe('Cookie policy · Aura'));
  });

  it('puts the main navigation in a bottom tab bar on phones', async () => {
    phoneWindow();
    open('/about-us');
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    expect(document.querySelector('.app')).toHaveAttribute('data-viewport', 'mobile');
    const tabs = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(tabs).toHaveClass('bottom-tabs');
    expect(within(screen.getByRole('banner')).queryByRole('navigation')).toBeNull();
  });

  it('offers a visitor "Log in", which opens the login popup from the header', async () => {
    const user = userEvent.setup();
    const { store } = open('/about-us');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(selectLoginPopup(store.getState())).toMatchObject({ open: true, origin: 'header' });
    expect(await screen.findByRole('dialog', { name: 'Log in or sign up' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(selectLoginPopup(store.getState()).open).toBe(false);
  });

  it('asks a first visitor to confirm being an adult, once', async () => {
    const user = userEvent.setup();
    renderApp(gateway, '/random-video-chat', { adultConfirmed: false });
    const gate = await screen.findByRole('dialog');
    expect(gate).toHaveTextContent('18');
    await user.click(within(gate).getByRole('button', { name: /18/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Random video chat' })).toBeVisible();
  });

  it('has the sign-up call to action on the landing page and the campaign landings', async () => {
    const user = userEvent.setup();
    const { store, router } = open('/');
    await user.click(await screen.findByRole('button', { name: 'Sign up free' }));
    expect(selectLoginPopup(store.getState())).toMatchObject({ open: true, origin: 'header' });
    await user.keyboard('{Escape}');

    await act(() => router.navigate({ to: '/lp/en/$', params: { _splat: 'spring/video' } }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Live video chat, one tap away' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign up free' })).toBeVisible();
    expect(screen.getByText('Sign up and get 120 free coins')).toBeVisible();
  });

  it('moves focus to the new page heading after a navigation, not on the first page', async () => {
    const user = userEvent.setup();
    open('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy policy' });
    expect(document.activeElement).toBe(document.body);
    await user.click(screen.getByRole('link', { name: 'Safety center' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Safety center' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.title).toBe('Safety center · Aura');
  });

  it('shows every legal page with its paragraphs, the age from the contracts', async () => {
    open('/terms-of-use');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Terms of use' });
    const page = heading.closest('article')!;
    expect(page.querySelectorAll('p').length).toBeGreaterThanOrEqual(3);
    expect(within(page).getByText(/at least 18 years old/)).toBeVisible();
  });
});
