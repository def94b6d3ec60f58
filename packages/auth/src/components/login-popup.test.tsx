import { COIN_PROMOTIONS } from '@aura/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithStore } from '../../test/render-flows.tsx';
import { loginLinkOpened, loginMethodsLoaded } from '../flows/methods/slice.ts';
import { phoneFailed } from '../flows/phone/slice.ts';
import { loginRequested, signedIn } from '../session/slice.ts';
import { loginResult, newProfile } from '../../test/flow-fixtures.ts';
import { LoginPopup } from './login-popup.tsx';

const methods = { emailRegistration: true, phoneRegistration: true, social: ['google', 'apple'] as const };

afterEach(() => vi.unstubAllGlobals());

describe('LoginPopup', () => {
  it('is closed until asked for', () => {
    renderWithStore(<LoginPopup />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers phone, e-mail and the configured social providers, with the sign-up bonus', async () => {
    const { store, user } = renderWithStore(<LoginPopup />, {
      setup: [
        loginRequested({ origin: 'header' }),
        loginMethodsLoaded({ ...methods, social: [...methods.social] }),
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log in or sign up' });
    expect(
      within(dialog).getByText(`Sign up and get ${COIN_PROMOTIONS.signupBonusCoins} free coins`),
    ).toBeVisible();
    const group = within(dialog).getByRole('group', { name: 'Ways to log in' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Continue with phone number',
      'Continue with e-mail',
      'Continue with Google',
      'Continue with Apple',
    ]);
    await user.click(within(group).getByRole('button', { name: 'Continue with Google' }));
    expect(store.actions).toContainEqual({
      type: 'authMethods/socialLoginRequested',
      payload: { provider: 'google' },
    });
    expect(within(group).getByRole('button', { name: 'Continue with Google' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('goes to the phone screen and back', async () => {
    const { user } = renderWithStore(<LoginPopup />, { setup: [loginRequested({ origin: 'header' })] });
    await user.click(await screen.findByRole('button', { name: 'Continue with phone number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in with phone number' });
    // The phone screens are a chunk of their own, loaded when the first one opens.
    const number = await within(dialog).findByRole('textbox', { name: 'Phone number' });
    expect(number).toHaveAttribute('type', 'tel');
    expect(number).toHaveAttribute('autocomplete', 'tel-national');
    expect(within(dialog).getByRole('combobox', { name: 'Country or region' })).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: 'WhatsApp' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Log in or sign up' })).toBeVisible();
  });

  it('says why social sign-in came back without signing in', async () => {
    renderWithStore(<LoginPopup />, {
      setup: [loginRequested({ origin: 'link' }), loginLinkOpened({ oauthError: 'permission' })],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Google login needs your permission. Please log in again.',
    );
  });

  it('shows a screen’s error in the spec’s words', async () => {
    renderWithStore(<LoginPopup />, {
      setup: [
        loginRequested({ origin: 'header', view: 'phone' }),
        phoneFailed({ error: { key: 'base:phone.tooManyOperations' }, fieldErrors: {} }),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
  });

  it('asks a signed-in user with an incomplete profile to complete it, and will not close', async () => {
    const { store, user } = renderWithStore(<LoginPopup />, { setup: [signedIn(loginResult(newProfile))] });
    const dialog = await screen.findByRole('dialog', { name: 'Complete your profile' });
    await user.keyboard('{Escape}');
    expect(store.actions.map(({ type }) => type)).toContain('auth/loginPopupClosed');
    expect(dialog).toBeVisible();
  });

  it('is a bottom sheet on phones', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderWithStore(<LoginPopup />, { setup: [loginRequested({ origin: 'header' })] });
    const sheet = await screen.findByRole('dialog', { name: 'Log in or sign up' });
    expect(sheet).toHaveAttribute('data-side', 'bottom');
  });

  it('closes when the user closes it', async () => {
    const { store, user } = renderWithStore(<LoginPopup />, {
      setup: [loginRequested({ origin: 'header' })],
    });
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState().auth.loginPopup.open).toBe(false);
    act(() => void store.dispatch(loginRequested({ origin: 'header' })));
    expect(await screen.findByRole('dialog')).toBeVisible();
  });
});
