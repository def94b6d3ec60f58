import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShop } from '../../test/render.tsx';
import { FirstPurchaseBanner } from './first-purchase-banner.tsx';

describe('FirstPurchaseBanner', () => {
  it('says the bonus the server offers, in the spec’s words', async () => {
    await renderWithShop(<FirstPurchaseBanner coins={100} />);
    expect(screen.getByRole('note')).toHaveTextContent('First purchase bonus: +100 coins');
  });
});
