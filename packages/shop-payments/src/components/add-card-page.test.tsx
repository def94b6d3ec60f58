import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShop } from '../../test/render.tsx';
import { addCardPressed, setupOpened } from '../slice.ts';
import { AddCardPage } from './add-card-page.tsx';

const card = { id: '7', brand: 'visa', last4: '4242', expiry: '12/40', savedAt: 0 };
const setup = { setupNo: 'AS1', status: 'success' as const, failureReason: null, card, createdAt: 0 };

describe('AddCardPage', () => {
  it("opens the PSP's page with the way back, charging nothing", async () => {
    const { store, user } = await renderWithShop(<AddCardPage returnTo="/cardList" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Add a card' })).toBeVisible();
    expect(screen.getByText('Nothing is charged now.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add a card' }));
    expect(store.actions.filter(addCardPressed.match).map((action) => action.payload)).toEqual([
      { returnTo: '/cardList' },
    ]);
  });

  it('reads the setup the PSP sent the tab back for, and offers the way back once saved', async () => {
    const { store } = await renderWithShop(<AddCardPage setupNo="AS1" returnTo="/cardList" />, {
      shop: { setup: { status: 'ready', value: setup, error: undefined } },
    });
    expect(store.actions.filter(setupOpened.match).map((action) => action.payload)).toEqual([
      { setupNo: 'AS1' },
    ]);
    expect(screen.getByRole('heading', { name: 'Card saved' })).toBeVisible();
    expect(screen.getByText('visa · Card ending in 4242 · 12/40')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue where you left off' })).toHaveAttribute(
      'href',
      '/cardList',
    );
  });

  it('says a refused card was not saved, and offers no way back to another origin', async () => {
    await renderWithShop(<AddCardPage setupNo="AS1" returnTo="//evil.example" />, {
      shop: {
        setup: {
          status: 'ready',
          value: { ...setup, status: 'failure', failureReason: 'declined', card: null },
          error: undefined,
        },
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was not saved. Please try again.');
    expect(screen.queryByRole('link', { name: 'Continue where you left off' })).toBeNull();
  });
});
