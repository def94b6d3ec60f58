import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderCall } from '../../test/render.tsx';
import { CallOutcome } from './call-outcome.tsx';

describe('CallOutcome', () => {
  it('says how the call ended and how long it ran', async () => {
    renderCall(<CallOutcome ending={{ outcome: 'hungUp', durationSec: 3725 }} onClose={vi.fn()} />);
    expect(await screen.findByRole('dialog', { name: 'Call ended' })).toHaveAccessibleDescription(
      'The call has ended. Duration: 01:02:05',
    );
  });

  it('has one Close button, no second one in the header, and closes from it', async () => {
    const onClose = vi.fn();
    const { user } = renderCall(
      <CallOutcome ending={{ outcome: 'hungUp', durationSec: 3 }} onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Call ended' });
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows the spec’s "Call connection failed."', async () => {
    renderCall(
      <CallOutcome
        ending={{ outcome: 'failed', messageKey: 'base:call.connectionFailed', durationSec: 0 }}
        onClose={vi.fn()}
      />,
    );
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription('Call connection failed.');
  });

  it('words each outcome', async () => {
    const { rerender } = renderCall(
      <CallOutcome ending={{ outcome: 'declined', durationSec: 0 }} onClose={vi.fn()} />,
    );
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription('The call was declined.');
    rerender(<CallOutcome ending={{ outcome: 'busy', durationSec: 0 }} onClose={vi.fn()} />);
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(
      'The person you are calling is busy.',
    );
  });
});

describe('CallOutcome after a connected call', () => {
  const costOf = (dialog: HTMLElement) =>
    within(dialog)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

  it('shows the caller the minutes, the coins spent and the balance left', async () => {
    renderCall(
      <CallOutcome
        ending={{ outcome: 'hungUp', durationSec: 154, cost: { role: 'caller', minutes: 3, amount: 240 } }}
        balance={1160}
        onClose={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Call ended' });
    expect(dialog).toHaveAccessibleDescription('The call has ended. Duration: 02:34');
    expect(costOf(dialog)).toEqual(['Minutes: 3', 'Coins spent: 240', 'Coins left: 1,160']);
  });

  it('shows a host the minutes and the points she earned', async () => {
    renderCall(
      <CallOutcome
        ending={{ outcome: 'hungUp', durationSec: 154, cost: { role: 'callee', minutes: 3, amount: 18 } }}
        balance={0}
        onClose={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Call ended' });
    expect(costOf(dialog)).toEqual(['Minutes: 3', 'Points earned: 18']);
  });
});
