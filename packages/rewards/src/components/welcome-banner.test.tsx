import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRewards } from '../../test/render.tsx';
import { welcomeDismissed } from '../slice.ts';
import { WELCOME_SHOWN_MS, WelcomeBanner } from './welcome-banner.tsx';

const welcome = { show: true, gold: 120, callCount: 1, img: '', img1: '' };

afterEach(() => vi.useRealTimers());

describe('WelcomeBanner', () => {
  it('tells a new account of its sign-up coins, and closes for good', async () => {
    const { store, user } = await renderWithRewards(<WelcomeBanner />, { rewards: { welcome } });
    expect(screen.getByRole('complementary', { name: 'Welcome to Aura' })).toHaveTextContent(
      '+120 free coins are in your account, for joining.',
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.actions.filter(welcomeDismissed.match)).toHaveLength(1);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('goes by itself after a few seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderWithRewards(<WelcomeBanner />, { rewards: { welcome } });
    act(() => vi.advanceTimersByTime(WELCOME_SHOWN_MS - 1));
    expect(screen.getByRole('complementary')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
