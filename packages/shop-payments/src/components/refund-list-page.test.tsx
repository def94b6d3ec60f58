import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShop } from '../../test/render.tsx';
import { reportsOpened } from '../slice.ts';
import { NOW, refundReport } from '../testing/fixtures.ts';
import { RefundListPage } from './refund-list-page.tsx';

describe('RefundListPage', () => {
  it('asks for the reports and shows each state: the promised date while processing, the coins once decided', async () => {
    const { store } = await renderWithShop(<RefundListPage />, {
      shop: {
        reports: {
          status: 'ready',
          list: [
            refundReport({ id: '3', orderNo: 'AO3' }),
            refundReport({ id: '2', orderNo: 'AO2', status: 'refunded', coins: 50, decidedAt: NOW }),
            refundReport({ id: '1', orderNo: 'AO1', status: 'rejected', category: 'other', decidedAt: NOW }),
          ],
        },
      },
    });
    expect(store.actions.filter(reportsOpened.match)).toHaveLength(1);
    expect(within(screen.getByRole('listitem', { name: 'AO3' })).getByText('Processing')).toBeVisible();
    expect(screen.getByRole('listitem', { name: 'AO3' })).toHaveTextContent('Answer by Dec 10, 2026');
    expect(screen.getByRole('listitem', { name: 'AO2' })).toHaveTextContent(/Refunded.*50 coins/);
    expect(screen.getByRole('listitem', { name: 'AO1' })).toHaveTextContent(/Other.*Rejected/);
  });

  it('says when there are none', async () => {
    await renderWithShop(<RefundListPage />, { shop: { reports: { status: 'ready', list: [] } } });
    expect(screen.getByText('You have no refund reports.')).toBeVisible();
  });
});
