import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderCall } from '../../test/render.tsx';
import { RejoinPrompt } from './rejoin-prompt.tsx';

const peer = { userId: '100002', userName: 'Ayla' };

describe('RejoinPrompt', () => {
  it('tells the caller the price of going on and how long it waits', async () => {
    const onRejoin = vi.fn();
    const { user } = renderCall(
      <RejoinPrompt
        offer={{ peer, media: 'video', pricePerMinute: 60, answerWithinSec: 20 }}
        onRejoin={onRejoin}
        onEnd={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Your call is still on' });
    expect(dialog).toHaveAccessibleDescription(
      "Your call with Ayla is still on, at 60 coins per minute. Rejoin it? If you don't rejoin within 20 seconds, the call ends.",
    );
    await user.click(screen.getByRole('button', { name: 'Rejoin' }));
    expect(onRejoin).toHaveBeenCalledOnce();
  });

  it('asks the callee without a price; only End call ends it, Escape leaves it up', async () => {
    const onEnd = vi.fn();
    const { user } = renderCall(
      <RejoinPrompt offer={{ peer, media: 'audio', answerWithinSec: 20 }} onRejoin={vi.fn()} onEnd={onEnd} />,
    );
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(
      /^Your call with Ayla is still on\. Rejoin it\?/,
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onEnd).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'End call' }));
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it('speaks Turkish', async () => {
    renderCall(
      <RejoinPrompt
        offer={{ peer, media: 'video', pricePerMinute: 60, answerWithinSec: 20 }}
        onRejoin={vi.fn()}
        onEnd={vi.fn()}
      />,
      { locale: 'tr' },
    );
    expect(await screen.findByRole('dialog', { name: 'Aramanız hâlâ sürüyor' })).toHaveAccessibleDescription(
      /Ayla ile aramanız dakikası 60 jetondan sürüyor/,
    );
  });
});
