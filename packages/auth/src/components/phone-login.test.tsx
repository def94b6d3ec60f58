import { AUTH_LIMITS, PASSWORD_LENGTH } from '@aura/contracts';
import { formatCountdown } from '@aura/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gatewayPerFile, lastCode, newNumber } from '../../test/flows-harness.ts';
import { renderWithStore } from '../../test/render-flows.tsx';
import { loginRequested } from '../session/slice.ts';
import { LoginPopup } from './login-popup.tsx';
import { selectAuthStatus } from '../selectors.ts';

const bed = gatewayPerFile();

function openPhoneLogin() {
  const harness = bed.flows();
  harness.store.dispatch(loginRequested({ origin: 'header', view: 'phone' }));
  return { harness, ...renderWithStore(<LoginPopup />, { store: harness.store }) };
}

describe('PhoneLogin', () => {
  it('signs up: country, number, WhatsApp, the code from the outbox and an optional password', async () => {
    const { harness, user } = openPhoneLogin();
    const number = newNumber();
    const dialog = await screen.findByRole('dialog', { name: 'Log in with phone number' });
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Country or region' }),
      'NL',
    );
    expect(within(dialog).getByRole('option', { name: 'Netherlands (+31)' })).toHaveProperty(
      'selected',
      true,
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), number.national);
    await user.click(within(dialog).getByRole('radio', { name: 'WhatsApp' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));

    expect(await within(dialog).findByText('Enter the code we sent to +31 6 20000001.')).toBeVisible();
    const code = within(dialog).getByRole('textbox', { name: 'Verification code' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(
      within(dialog).getByRole('timer', { name: 'Time until you can ask for a new code' }),
    ).toHaveTextContent(formatCountdown(AUTH_LIMITS.codeResendSeconds));
    const password = within(dialog).getByLabelText('Password (optional)');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription(
      `At least ${PASSWORD_LENGTH.phoneMin} characters. Set one to log in without a code next time.`,
    );

    await user.type(code, '000000');
    await user.type(password, 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(
      await within(dialog).findByText(`Password must be at least ${PASSWORD_LENGTH.phoneMin} characters.`),
    ).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');

    await user.clear(password);
    await user.type(password, 'long-enough');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Incorrect verification code.')).toBeVisible();
    expect(code).toHaveAccessibleDescription('Incorrect verification code.');

    await user.clear(code);
    await user.type(code, await lastCode(bed.gateway, number.e164));
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Complete your profile' })).toBeVisible();
    expect(selectAuthStatus(harness.store.getState())).toBe('loggedIn');
  });

  it('shows an invalid number under the field, without leaving the step', async () => {
    const { user } = openPhoneLogin();
    const dialog = await screen.findByRole('dialog', { name: 'Log in with phone number' });
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Country or region' }),
      'NL',
    );
    const field = within(dialog).getByRole('textbox', { name: 'Phone number' });
    await user.type(field, '0612');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Please enter a valid phone number.'));
  });

  it('signs in with a password; a wrong one shows the spec’s message under it', async () => {
    const number = newNumber();
    {
      const { harness, user, unmount } = openPhoneLogin();
      const dialog = await screen.findByRole('dialog');
      await user.selectOptions(
        await within(dialog).findByRole('combobox', { name: 'Country or region' }),
        'NL',
      );
      await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), number.national);
      await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
      await user.type(
        await within(dialog).findByRole('textbox', { name: 'Verification code' }),
        await waitFor(() => lastCode(bed.gateway, number.e164)),
      );
      await user.type(within(dialog).getByLabelText('Password (optional)'), 'my-password');
      await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
      await waitFor(() => expect(selectAuthStatus(harness.store.getState())).toBe('loggedIn'));
      unmount();
    }
    const { harness, user } = openPhoneLogin();
    await user.click(await screen.findByRole('button', { name: 'Log in with password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in with password' });
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Country or region' }),
      'NL',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), number.national);
    const password = within(dialog).getByLabelText(/^Password/);
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.type(password, 'not-my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Incorrect password.'));
    await user.clear(password);
    await user.type(password, 'my-password');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(selectAuthStatus(harness.store.getState())).toBe('loggedIn'));
  });
});
