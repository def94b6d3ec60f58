import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShop } from '../../test/render.tsx';
import { ordersOpened } from '../slice.ts';
import { order } from '../testing/fixtures.ts';
import { OrderListPage } from './order-list-page.tsx';

describe('OrderListPage', () => {
  it('asks for the orders when shown and lists number, amount, coins, time and status', async () => {
    const { store } = await renderWithShop(<OrderListPage />, {
      shop: {
        orders: {
          status: 'ready',
          list: [
            order({ orderNo: 'AO2', status: 'failure' }),
            order({ orderNo: 'AO1', bonusCoins: 100, refundedCoins: 0 }),
          ],
        },
      },
    });
    expect(store.actions.filter(ordersOpened.match)).toHaveLength(1);
    const rows = screen.getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order number', 'Amount', 'Coins', 'Time', 'Status']);
    expect(rows[1]).toHaveTextContent(/AO2€8\.49550.*Failed/);
    expect(rows[2]).toHaveTextContent(/AO1€8\.49650.*Successful/);
  });

  it('says when there are none', async () => {
    await renderWithShop(<OrderListPage />, { shop: { orders: { status: 'ready', list: [] } } });
    expect(screen.getByText('You have no orders yet.')).toBeVisible();
  });
});
