import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithShop } from '../../test/render.tsx';
import { OfferCountdown } from './offer-countdown.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('OfferCountdown', () => {
  it('counts down to the end of the offer on the clock it is given, and says when it ended', async () => {
    vi.useFakeTimers();
    let now = 1_000_000;
    const onDone = vi.fn();
    await renderWithShop(<OfferCountdown endsAt={now + 3_000} now={() => now} onDone={onDone} />);
    expect(screen.getByText('Limited-time offer')).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent('00:03');
    act(() => {
      now += 3_000;
      vi.advanceTimersByTime(3_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
