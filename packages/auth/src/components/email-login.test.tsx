import { PASSWORD_LENGTH } from '@aura/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gatewayPerFile, lastLinkSearch, newEmail } from '../../test/flows-harness.ts';
import { renderWithStore } from '../../test/render-flows.tsx';
import { addressSubmitted, emailNewPasswordSubmitted } from '../flows/email/slice.ts';
import { loginLinkOf } from '../flows/methods/link.ts';
import { loginLinkOpened } from '../flows/methods/slice.ts';
import { loginRequested } from '../session/slice.ts';
import { LoginPage } from './login-page.tsx';
import { LoginPopup } from './login-popup.tsx';
import { selectAuthStatus } from '../selectors.ts';

const bed = gatewayPerFile();

const tab = () => bed.flows({ verifyPollMs: 100 });

const passwordHint = `${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters, not a common password.`;

describe('EmailLogin', () => {
  it('signs up: address, "check your inbox" until the link is opened elsewhere, then the password', async () => {
    const email = newEmail('ui');
    const harness = tab();
    harness.store.dispatch(loginRequested({ origin: 'header', view: 'email' }));
    const { user } = renderWithStore(<LoginPopup />, { store: harness.store });
    const dialog = await screen.findByRole('dialog', { name: 'Log in with e-mail' });
    const address = within(dialog).getByRole('textbox', { name: 'E-mail address' });
    expect(address).toHaveAttribute('type', 'email');
    expect(address).toHaveAttribute('autocomplete', 'email');

    await user.type(address, 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(address).toHaveAccessibleDescription('Please enter the correct email'));

    await user.clear(address);
    await user.type(address, email);
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const inbox = await screen.findByRole('dialog', { name: 'Check your inbox' });
    expect(
      within(inbox).getByText(new RegExp(`We sent a link to ${email.replace(/\./g, '\\.')}`)),
    ).toBeVisible();
    expect(within(inbox).getByText('Waiting for your confirmation…')).toBeVisible();
    expect(
      within(inbox).getByRole('timer', { name: 'Time until you can ask for another mail' }),
    ).toBeVisible();

    const phone = tab();
    phone.store.dispatch(loginLinkOpened(loginLinkOf(await lastLinkSearch(bed.gateway, email))!));
    const choose = await screen.findByRole('dialog', { name: 'Choose a password' }, { timeout: 5000 });
    const password = within(choose).getByLabelText(/^New password/);
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription(passwordHint);
    await user.type(password, 'pass');
    await user.click(within(choose).getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        `${passwordHint} Password must be ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters long`,
      ),
    );
    await user.type(password, '-word');
    await user.click(within(choose).getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('dialog', { name: 'Complete your profile' })).toBeVisible();
  });

  it('on /login?verifyEmail=…: signs in by the link, then asks for a password', async () => {
    const email = newEmail('page');
    const registering = tab();
    registering.store.dispatch(loginRequested({ origin: 'header', view: 'email' }));
    const { user, unmount } = renderWithStore(<LoginPopup />, { store: registering.store });
    await user.type(await screen.findByRole('textbox', { name: 'E-mail address' }), email);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('dialog', { name: 'Check your inbox' });
    unmount();

    const harness = tab();
    const search = await lastLinkSearch(bed.gateway, email);
    renderWithStore(
      <>
        <LoginPage search={search} />
        <LoginPopup />
      </>,
      { store: harness.store },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Choose a password' });
    expect(selectAuthStatus(harness.store.getState())).toBe('loggedIn');
    expect(within(dialog).getByText(/Your address is confirmed/)).toBeVisible();
  });

  it('asks an existing account for its password and shows a wrong one under the field', async () => {
    const harness = tab();
    harness.store.dispatch(loginRequested({ origin: 'header', view: 'email' }));
    const { user } = renderWithStore(<LoginPopup />, { store: harness.store });
    // An account made through the link of another tab, with a password.
    const email = newEmail('existing');
    const maker = tab();
    maker.store.dispatch(loginRequested({ origin: 'header', view: 'email' }));
    maker.store.dispatch(addressSubmitted({ email }));
    await maker.until((s) => s.authEmail.registrationToken);
    tab().store.dispatch(loginLinkOpened(loginLinkOf(await lastLinkSearch(bed.gateway, email))!));
    await maker.until((s) => s.authEmail.verifyStep === 'password');
    maker.store.dispatch(emailNewPasswordSubmitted({ password: 'right-pass' }));
    await maker.until((s) => selectAuthStatus(s) === 'loggedIn');

    await user.type(await screen.findByRole('textbox', { name: 'E-mail address' }), email);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const password = await screen.findByLabelText(/^Password/);
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.type(password, 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Invalid username or password.'));
    await user.clear(password);
    await user.type(password, 'right-pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(selectAuthStatus(harness.store.getState())).toBe('loggedIn'));
  });
});
