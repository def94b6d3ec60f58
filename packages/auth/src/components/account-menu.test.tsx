import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithAuth } from '../../test/render.tsx';
import { loginRequested } from '../session/slice.ts';
import { sampleProfile, sampleUser } from '../testing/fixtures.ts';
import { AccountMenu } from './account-menu.tsx';

const signedIn = { status: 'loggedIn' as const, user: sampleUser, profile: sampleProfile };

describe('AccountMenu', () => {
  it('offers a visitor to log in, from the header', async () => {
    const { store, user } = renderWithAuth(<AccountMenu />, { auth: { status: 'visitor' } });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.actions.find(loginRequested.match)?.payload).toEqual({ origin: 'header' });
    expect(store.getState().auth.loginPopup.open).toBe(true);
  });

  it('holds the place while startup decides', () => {
    renderWithAuth(<AccountMenu />, { auth: { status: 'autoLoginPending' } });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your login…');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a signed-in user’s avatar and coins, and opens the settings; Escape brings focus back', async () => {
    const { user } = renderWithAuth(<AccountMenu />, { auth: signedIn });
    const button = screen.getByRole('button', { name: /Account and settings/ });
    expect(within(button).getByRole('img', { name: 'Mia Jensen' })).toBeVisible();
    expect(within(button).getByText('1,250')).toBeVisible();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The dialog's chunk loaded on the click, and with it the dialog's own trigger: the same button, in its place.
    expect(screen.getByRole('button', { name: /Account and settings/ })).toHaveFocus();
  });

  it('shows the live wallet’s coins rather than the login’s, and a host’s points', () => {
    renderWithAuth(<AccountMenu />, {
      auth: signedIn,
      wallet: {
        host: true,
        coins: { balance: 40, seq: 9 },
        points: { balance: 360, seq: 10, earnedToday: 60, earnedTotal: 360 },
      },
    });
    const button = screen.getByRole('button', { name: /Account and settings/ });
    expect(within(button).getByText('40 coins')).toBeInTheDocument();
    expect(within(button).getByText('360 points')).toBeInTheDocument();
  });

  it('shows no points to someone who is no host', () => {
    renderWithAuth(<AccountMenu />, { auth: signedIn, wallet: { coins: { balance: 40, seq: 9 } } });
    expect(screen.queryByText(/points/)).toBeNull();
  });

  it('shows the shell’s settings links in the dialog, and closes it when one is followed', async () => {
    const { user } = renderWithAuth(
      <AccountMenu
        links={(close) => (
          <a href="#call-settings" onClick={close}>
            Call settings
          </a>
        )}
      />,
      { auth: signedIn },
    );
    await user.click(screen.getByRole('button', { name: /Account and settings/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    await user.click(within(dialog).getByRole('link', { name: 'Call settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
