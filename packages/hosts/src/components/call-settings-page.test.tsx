import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithHosts } from '../../test/render.tsx';
import {
  callSettingsOpened,
  callSettingsSaved,
  callSettingsSubmitted,
  type CallSettingsState,
} from '../slice.ts';
import { CallSettingsPage } from './call-settings-page.tsx';

const signedIn = { status: 'loggedIn' as const };
const state = (callSettings: Partial<CallSettingsState>) => ({
  auth: signedIn,
  hosts: {
    callSettings: { status: 'idle', settings: undefined, saving: false, result: undefined, ...callSettings },
  } as const,
});

describe('CallSettingsPage', () => {
  it('asks for the settings when shown, and says it is loading them', () => {
    const { store } = renderWithHosts(<CallSettingsPage />, state({ status: 'loading' }));
    expect(store.actions.filter(callSettingsOpened.match)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Call settings' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your call settings…');
  });

  it('offers a retry when they could not be loaded', async () => {
    const { store, user } = renderWithHosts(<CallSettingsPage />, state({ status: 'failed' }));
    expect(screen.getByText('Your call settings could not be loaded.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(store.actions.filter(callSettingsOpened.match)).toHaveLength(2);
  });

  it('saves through the store, showing the save on its way', async () => {
    const { store, user } = renderWithHosts(
      <CallSettingsPage />,
      state({ status: 'ready', settings: { videoFriendsOnly: false } }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Accept video calls only from friends' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(store.actions.filter(callSettingsSubmitted.match).map((action) => action.payload)).toEqual([
      { videoFriendsOnly: true },
    ]);
    expect(screen.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the saved settings in place, keeping focus on Save', async () => {
    const { store, user } = renderWithHosts(
      <CallSettingsPage />,
      state({
        status: 'ready',
        settings: { videoFriendsOnly: false, host: { pricePerMinute: 80, friendPricePerMinute: 80 } },
      }),
    );
    const price = screen.getByRole('textbox', { name: 'Price per minute, in coins' });
    await user.clear(price);
    await user.type(price, '90');
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(save).toHaveFocus();
    act(() => {
      store.dispatch(
        callSettingsSaved({
          videoFriendsOnly: false,
          host: { pricePerMinute: 90, friendPricePerMinute: 80 },
        }),
      );
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Your call settings are saved.');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Price per minute, in coins' })).toHaveValue('90');
  });
});
