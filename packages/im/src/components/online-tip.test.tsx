import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithIm } from '../../test/render.tsx';
import { onlineTipDismissed, onlineTipShown } from '../slice.ts';
import { ONLINE_TIP_SHOWN_MS, OnlineTip } from './online-tip.tsx';

afterEach(() => vi.useRealTimers());

describe('OnlineTip', () => {
  it('names the friend come online and opens their chat', async () => {
    const onOpen = vi.fn();
    const { store, user } = renderWithIm(<OnlineTip onOpen={onOpen} />, {
      onlineTip: { friendId: '100002', name: 'Sam' },
    });
    expect(await screen.findByRole('complementary', { name: 'A friend is online' })).toHaveTextContent(
      'Sam is online now.',
    );
    await user.click(screen.getByRole('button', { name: 'Say hi' }));
    expect(onOpen).toHaveBeenCalledWith('100002');
    expect(store.actions.filter(onlineTipDismissed.match)).toHaveLength(1);
  });

  it('goes by itself after a few seconds', async () => {
    const { store } = renderWithIm(<OnlineTip onOpen={() => {}} />, {
      onlineTip: { friendId: '100002', name: 'Sam' },
    });
    await screen.findByRole('complementary');
    // Timers faked from here (the page's words loaded by then), and never moving by themselves: a loaded machine
    // cannot run the tip's time out before the test looks. A tip told again starts its time again.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    act(() => void store.dispatch(onlineTipShown({ friendId: '100002', name: 'Sam' })));
    act(() => vi.advanceTimersByTime(ONLINE_TIP_SHOWN_MS - 1));
    expect(screen.getByRole('complementary')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
