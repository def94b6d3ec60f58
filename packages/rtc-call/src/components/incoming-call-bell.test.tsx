import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderCall } from '../../test/render.tsx';
import { IncomingCallBell } from './incoming-call-bell.tsx';

describe('IncomingCallBell', () => {
  it('is closed without a caller', () => {
    renderCall(<IncomingCallBell peer={undefined} media="video" onAnswer={vi.fn()} onRefuse={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says who calls and how, and answers or declines', async () => {
    const onAnswer = vi.fn();
    const onRefuse = vi.fn();
    const { user } = renderCall(
      <IncomingCallBell
        peer={{ userId: '1', userName: 'Bo' }}
        media="audio"
        onAnswer={onAnswer}
        onRefuse={onRefuse}
      />,
    );
    const bell = await screen.findByRole('dialog', { name: 'Bo is calling you' });
    expect(bell).toHaveAccessibleDescription('Voice call');
    // One button per name: no close button (X) that would be a second "Decline".
    expect(
      within(bell)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Decline', 'Answer']);
    await user.click(within(bell).getByRole('button', { name: 'Decline' }));
    expect(onRefuse).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    expect(onAnswer).toHaveBeenCalledOnce();
    await user.keyboard('{Escape}');
    expect(onRefuse).toHaveBeenCalled();
  });
});
