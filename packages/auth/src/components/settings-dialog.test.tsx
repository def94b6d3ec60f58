import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithAuth } from '../../test/render.tsx';
import { bindRequested, logoutRequested } from '../session/slice.ts';
import { sampleProfile, sampleUser } from '../testing/fixtures.ts';
import { SettingsDialog } from './settings-dialog.tsx';

const signedIn = { status: 'loggedIn' as const, user: sampleUser, profile: sampleProfile };

describe('SettingsDialog', () => {
  it('shows the account: name, search id, coin balance and bindings', async () => {
    renderWithAuth(<SettingsDialog defaultOpen />, { auth: signedIn });
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    expect(within(dialog).getByRole('img', { name: 'Mia Jensen' })).toBeVisible();
    expect(within(dialog).getByText('ID: 8812345')).toBeVisible();
    expect(within(dialog).getByText('1,250 coins')).toBeInTheDocument();
    expect(within(dialog).getByText('mia@example.com')).toBeVisible();
    expect(within(dialog).getByText('Verified')).toBeVisible();
    expect(within(dialog).getByText('Not linked')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Change e-mail' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Link phone number' })).toBeVisible();
  });

  it('shows a host her points and earnings beside the live coin balance', async () => {
    renderWithAuth(<SettingsDialog defaultOpen />, {
      auth: signedIn,
      wallet: {
        host: true,
        coins: { balance: 75, seq: 3 },
        points: { balance: 360, seq: 10, earnedToday: 60, earnedTotal: 360 },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    expect(within(dialog).getByText('75 coins')).toBeInTheDocument();
    const earnings = within(dialog).getByRole('region', { name: 'Your earnings' });
    expect(within(earnings).getByText('Earned today').nextSibling).toHaveTextContent('60');
    expect(within(earnings).getByText('Earned in total').nextSibling).toHaveTextContent('360');
  });

  it('says when the e-mail address is not verified yet', async () => {
    renderWithAuth(<SettingsDialog defaultOpen />, {
      auth: { ...signedIn, profile: { ...sampleProfile, emailVerified: false, phone: '+31 6 12345678' } },
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Not verified')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Change phone number' })).toBeVisible();
  });

  it('asks the binding flow to bind, and gives way to it', async () => {
    const { store, user } = renderWithAuth(<SettingsDialog defaultOpen />, { auth: signedIn });
    await user.click(await screen.findByRole('button', { name: 'Link phone number' }));
    expect(store.actions.find(bindRequested.match)?.payload).toEqual({ kind: 'phone' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('logs out', async () => {
    const { store, user } = renderWithAuth(<SettingsDialog defaultOpen />, { auth: signedIn });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(store.actions.some(logoutRequested.match)).toBe(true);
    expect(store.getState().auth.loggingOut).toBe(true);
  });

  it('writes the balance the Turkish way', async () => {
    renderWithAuth(<SettingsDialog defaultOpen />, { auth: signedIn, locale: 'tr' });
    const dialog = await screen.findByRole('dialog', { name: 'Ayarlar' });
    expect(within(dialog).getByText('1.250')).toBeVisible();
  });
});
