import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMatching } from '../../test/render.tsx';
import { sampleQuote } from '../testing/fixtures.ts';
import { CallPrompt, type CallPromptProps } from './call-prompt.tsx';

const props = (overrides: Partial<CallPromptProps> = {}): CallPromptProps => ({
  partnerName: 'Noor',
  quote: sampleQuote,
  balance: 300,
  confirming: false,
  invite: undefined,
  notice: undefined,
  starting: false,
  onConfirm: vi.fn(),
  onCancelConfirm: vi.fn(),
  onAccept: vi.fn(),
  onDecline: vi.fn(),
  ...overrides,
});

describe('CallPrompt', () => {
  it('will not ask the partner when the coins do not pay the first minute', async () => {
    renderWithMatching(
      <CallPrompt
        {...props({ confirming: true, quote: { ...sampleQuote, canAfford: false }, balance: 10 })}
      />,
    );
    const asked = await screen.findByRole('dialog', { name: 'Call Noor?' });
    expect(within(asked).getByRole('alert')).toHaveTextContent("You don't have enough coins.");
    expect(within(asked).getByRole('button', { name: 'Ask Noor' })).toBeDisabled();
  });

  it('cancels without asking anyone', async () => {
    const onCancelConfirm = vi.fn();
    const { user } = renderWithMatching(<CallPrompt {...props({ confirming: true, onCancelConfirm })} />);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(onCancelConfirm).toHaveBeenCalled();
  });

  it.each([
    ['declined', 'Noor declined the call.'],
    ['withdrawn', 'Noor took the invitation back.'],
    ['failedInsufficientCoins', "You don't have enough coins."],
    ['failed', 'The call could not start.'],
  ] as const)('says how the invitation ended: %s', (notice, words) => {
    renderWithMatching(<CallPrompt {...props({ notice })} />);
    expect(screen.getByRole('alert')).toHaveTextContent(words);
  });

  it('declines the partner’s invitation', async () => {
    const onDecline = vi.fn();
    const { user } = renderWithMatching(
      <CallPrompt {...props({ invite: { from: 'theirs', pricePerMinute: 80 }, onDecline })} />,
    );
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onDecline).toHaveBeenCalled();
  });
});
