import { RESULT_CODES } from '@aura/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithAuth } from '../../test/render.tsx';
import {
  autoLoginFailed,
  banNoticeDismissed,
  loginRequested,
  noticeDismissed,
  sessionDialogDismissed,
  signedIn,
} from '../session/slice.ts';
import { sampleLoginResult } from '../testing/fixtures.ts';
import { SessionNotices } from './session-notices.tsx';
import { sessionBanned, sessionExpired } from '@aura/gateway-client';

describe('SessionNotices', () => {
  it('shows nothing while all is well', () => {
    renderWithAuth(<SessionNotices />, { auth: { status: 'visitor' } });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the ban notice when a ban arrives, and closes it when dismissed', async () => {
    const { store, user } = renderWithAuth(<SessionNotices />, { auth: { status: 'loggedIn' } });
    act(() => {
      store.dispatch(sessionBanned({ code: RESULT_CODES.accountBanned, message: '' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Account banned' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(store.actions.some(banNoticeDismissed.match)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the expiry dialog, and its "Log in" opens the login popup', async () => {
    const { store, user } = renderWithAuth(<SessionNotices />, { auth: { status: 'loggedIn' } });
    act(() => {
      store.dispatch(sessionExpired({ message: 'No session.' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Login has expired' });
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const types = store.actions.map((action) => action.type);
    expect(types.indexOf(sessionDialogDismissed.type)).toBeLessThan(types.indexOf(loginRequested.type));
    expect(store.getState().auth.loginPopup).toMatchObject({ open: true, origin: 'link' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login has expired' })).toBeNull());
  });

  it('tells of a failed auto-login until dismissed or signed in', async () => {
    const { store, user } = renderWithAuth(<SessionNotices />, { auth: { status: 'visitor' } });
    act(() => {
      store.dispatch(autoLoginFailed({ code: 0 }));
    });
    await user.click(within(await screen.findByRole('dialog')).getAllByRole('button', { name: 'Close' })[0]!);
    expect(store.actions.some(noticeDismissed.match)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => {
      store.dispatch(autoLoginFailed({ code: 0 }));
    });
    await screen.findByRole('dialog');
    act(() => {
      store.dispatch(signedIn(sampleLoginResult));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
