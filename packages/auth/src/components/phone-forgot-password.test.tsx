import { BUSINESS_CODES, PASSWORD_LENGTH } from '@aura/contracts';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../test/render-flows.tsx';
import { messageFor } from '../errors/messages.ts';
import { codeSent, resetCodeVerified, resetTimedOut } from '../flows/phone/slice.ts';
import { loginRequested } from '../session/slice.ts';
import { LoginPopup } from './login-popup.tsx';

const sent = {
  requestId: 'b7f3c6f2-6c4b-4a43-9d53-3c7f6f0f2a11',
  expiresInSeconds: 300,
  resendAfterSeconds: 60,
};

describe('PhoneForgotPassword', () => {
  it('goes number → code → new password, and back to the number when the reset timed out', async () => {
    const { store, user } = renderWithStore(<LoginPopup />, {
      setup: [loginRequested({ origin: 'header', view: 'phoneForgot' })],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    expect(
      await within(dialog).findByText("We'll send a code to your phone, then you can choose a new password."),
    ).toBeVisible();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Country or region' }), 'TR');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '0532 123 45 67');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(store.actions.at(-1)).toEqual({
      type: 'authPhone/codeRequested',
      payload: {
        country: 'TR',
        number: '0532 123 45 67',
        channel: 'sms',
        purpose: 'reset',
        // The anti-bot signals of the form: one key press per character typed.
        telemetry: expect.objectContaining({ form: 'number', keys: 14, pasted: false }),
      },
    });
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toHaveAttribute('aria-busy', 'true');

    act(() => {
      store.dispatch(
        codeSent({ purpose: 'reset', mobile: '+905321234567', registered: true, hasPassword: true, sent }),
      );
    });
    expect(within(dialog).getByText('Enter the code we sent to +90 532 123 45 67.')).toBeVisible();
    // A reset never offers the optional sign-up password.
    expect(within(dialog).queryByLabelText('Password (optional)')).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(store.actions.at(-1)).toEqual({
      type: 'authPhone/resetCodeSubmitted',
      payload: { code: '123456' },
    });

    act(() => void store.dispatch(resetCodeVerified({ code: '123456' })));
    const password = within(dialog).getByLabelText(/^New password/);
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAccessibleDescription(`At least ${PASSWORD_LENGTH.phoneMin} characters.`);
    await user.type(password, 'a-new-password');
    await user.click(within(dialog).getByRole('button', { name: 'Save and log in' }));
    expect(store.actions.at(-1)).toEqual({
      type: 'authPhone/newPasswordSubmitted',
      payload: { password: 'a-new-password' },
    });

    act(() => void store.dispatch(resetTimedOut(messageFor({ code: BUSINESS_CODES.resetTimedOut }))));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Password reset timed out. Please verify your phone number again.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Phone number' })).toHaveValue('0532 123 45 67');
  });
});
