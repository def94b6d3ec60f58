import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithIm } from '../../test/render.tsx';
import { onlineTipDismissed } from '../slice.ts';
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
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    renderWithIm(<OnlineTip onOpen={() => {}} />, { onlineTip: { friendId: '100002', name: 'Sam' } });
    await screen.findByRole('complementary');
    act(() => vi.advanceTimersByTime(ONLINE_TIP_SHOWN_MS));
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
