import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../test/render-flows.tsx';
import { loginRequested } from '../session/slice.ts';
import { LoginPage } from './login-page.tsx';

describe('LoginPage', () => {
  it('shows the login screens as a page, titled by its heading', async () => {
    const { user } = renderWithStore(<LoginPage />);
    expect(screen.getByRole('region', { name: 'Log in or sign up' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue with e-mail' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Log in with e-mail' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toBeVisible();
  });

  it('says "Google login needs permission" for ?oauthError=permission, once', () => {
    const { store, rerender } = renderWithStore(<LoginPage search="?oauthError=permission" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Google login needs your permission. Please log in again.',
    );
    rerender(<LoginPage search="?oauthError=permission" />);
    expect(store.actions.filter(({ type }) => type === 'authMethods/loginLinkOpened')).toHaveLength(1);
  });

  it('leaves the screens to the popup while it is open', () => {
    const { store } = renderWithStore(<LoginPage />);
    act(() => void store.dispatch(loginRequested({ origin: 'router', returnTo: '/wall' })));
    expect(screen.getByRole('heading', { level: 1, name: 'Log in or sign up' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continue with phone number' })).toBeNull();
  });
});
