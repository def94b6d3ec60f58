import { PASSWORD_LENGTH } from '@aura/contracts';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../test/render-flows.tsx';
import { emailFailed, forgotMailSent, linkStarted } from '../flows/email/slice.ts';
import { loginRequested, loginViewChanged } from '../session/slice.ts';
import { LoginPage } from './login-page.tsx';
import { LoginPopup } from './login-popup.tsx';

describe('EmailForgotPassword and EmailResetPassword', () => {
  it('mails a reset link, says so, and offers another once the countdown ends', async () => {
    const { store, user } = renderWithStore(<LoginPopup />, {
      setup: [loginRequested({ origin: 'header', view: 'emailForgot' })],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail address' }), 'mia@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(store.actions.at(-1)).toEqual({
      type: 'authEmail/forgotSubmitted',
      payload: { email: 'mia@example.com' },
    });
    act(() => void store.dispatch(forgotMailSent({ resendAfterSeconds: 0 })));
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'We sent a link to mia@example.com. Open it to choose a new password.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send the mail again' }));
    expect(store.actions.at(-1)).toEqual({
      type: 'authEmail/forgotSubmitted',
      payload: { email: 'mia@example.com' },
    });
  });

  it('on /login?resetPassword=…: chooses the new password', async () => {
    const { store, user } = renderWithStore(<LoginPage search="?resetPassword=a-token-from-the-mail-1234" />);
    expect(store.actions).toContainEqual({
      type: 'authMethods/loginLinkOpened',
      payload: { resetPassword: 'a-token-from-the-mail-1234' },
    });
    // The saga turns the link into the reset screen; here the store is moved by hand.
    act(() => {
      store.dispatch(linkStarted({ resetToken: 'a-token-from-the-mail-1234' }));
      store.dispatch(loginViewChanged('emailReset'));
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    const password = screen.getByLabelText(/^New password/);
    expect(password).toHaveAccessibleDescription(
      `${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters, not a common password.`,
    );
    expect(password).toHaveAttribute('maxlength', String(PASSWORD_LENGTH.max));
    await user.type(password, 'fresh-pass');
    await user.click(screen.getByRole('button', { name: 'Save and log in' }));
    expect(store.actions.at(-1)).toEqual({
      type: 'authEmail/resetPasswordSubmitted',
      payload: { password: 'fresh-pass' },
    });
    act(
      () =>
        void store.dispatch(
          emailFailed({ error: { key: 'app:auth.email.errors.linkInvalid' }, fieldErrors: {} }),
        ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
  });
});
