import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRewards } from '../../test/render.tsx';
import { messageTipDismissed } from '../slice.ts';
import { MessageTip } from './message-tip.tsx';

const tip = { show: true, type: 1, msg: 'Ayla is online: say hi!', hostId: '42', time: 30 };

afterEach(() => vi.useRealTimers());

describe('MessageTip', () => {
  it("says the operator's words and opens the host's chat", async () => {
    const onOpen = vi.fn();
    const { store, user } = await renderWithRewards(<MessageTip onOpen={onOpen} />, {
      rewards: { messageTip: tip },
    });
    expect(screen.getByRole('complementary', { name: 'Tip' })).toHaveTextContent('Ayla is online: say hi!');
    await user.click(screen.getByRole('button', { name: 'Say hi' }));
    expect(onOpen).toHaveBeenCalledWith('/message/IMMessageSession/42');
    expect(store.actions.filter(messageTipDismissed.match)).toHaveLength(1);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('goes by itself after its time, and has no Say hi without a host', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderWithRewards(<MessageTip onOpen={() => {}} />, {
      rewards: { messageTip: { ...tip, hostId: '', time: 5 } },
    });
    expect(screen.queryByRole('button', { name: 'Say hi' })).toBeNull();
    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.getByRole('complementary', { name: 'Tip' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
