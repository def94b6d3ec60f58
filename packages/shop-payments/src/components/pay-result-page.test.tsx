import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShop } from '../../test/render.tsx';
import { resultClosed, resultOpened } from '../slice.ts';
import { order } from '../testing/fixtures.ts';
import { PayResultPage } from './pay-result-page.tsx';

const shown = (fields: Parameters<typeof order>[0]) => ({
  shop: { result: { orderNo: order().orderNo, status: 'ready' as const, order: order(fields) } },
});

describe('PayResultPage', () => {
  it('asks the server about the order when shown and stops when left', async () => {
    const { store, unmount } = await renderWithShop(<PayResultPage orderNo="AO1" />);
    expect(store.actions.filter(resultOpened.match).map((action) => action.payload)).toEqual([
      { orderNo: 'AO1' },
    ]);
    unmount();
    expect(store.actions.filter(resultClosed.match)).toHaveLength(1);
  });

  it('says the coins a successful payment added, bonus included', async () => {
    await renderWithShop(<PayResultPage orderNo={order().orderNo} />, shown({ bonusCoins: 100 }));
    expect(screen.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect(screen.getByText('Coins added to your balance: 650')).toBeVisible();
  });

  it('offers the way back to where the user ran out of coins, once paid', async () => {
    sessionStorage.setItem('aura.shop.returnTo', '/wall');
    await renderWithShop(<PayResultPage orderNo={order().orderNo} />, shown({}));
    expect(screen.getByRole('link', { name: 'Continue where you left off' })).toHaveAttribute(
      'href',
      '/wall',
    );
    sessionStorage.clear();
  });

  it('gives the spec’s words for a failed purchase', async () => {
    await renderWithShop(<PayResultPage orderNo={order().orderNo} />, shown({ status: 'failure' }));
    expect(screen.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Purchase failed. Please retry the verification.');
  });

  it('counts down while the payment provider has not answered, and says processing when it has not settled', async () => {
    const { unmount } = await renderWithShop(
      <PayResultPage orderNo={order().orderNo} />,
      shown({ status: 'waiting' }),
    );
    expect(screen.getByText('Waiting for the payment provider… 60 s')).toBeVisible();
    unmount();
    await renderWithShop(<PayResultPage orderNo={order().orderNo} />, shown({ status: 'processing' }));
    expect(
      screen.getByText('Your payment is being processed. Your coins will arrive shortly.'),
    ).toBeVisible();
  });
});
