import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithGifts } from '../../test/render.tsx';
import { arrivalShown } from '../slice.ts';
import { SENT } from '../testing/fixtures.ts';
import { GiftArrival } from './gift-arrival.tsx';

describe('GiftArrival', () => {
  it('shows a received gift with its animation, sender and points, until closed', async () => {
    const { store, user, container } = await renderWithGifts(<GiftArrival />, {
      gifts: { arrivals: [SENT] },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Noor sent you Rose');
    expect(screen.getByText('+5 points')).toBeVisible();
    expect(container.querySelector('[data-animation="float"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(store.actions.filter(arrivalShown.match).map((action) => action.payload)).toEqual([SENT.sendId]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing without a gift', async () => {
    const { container } = await renderWithGifts(<GiftArrival />);
    expect(container).toBeEmptyDOMElement();
  });
});
