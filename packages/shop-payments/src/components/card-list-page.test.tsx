import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShop } from '../../test/render.tsx';
import { cardRemovePressed, cardsOpened } from '../slice.ts';
import { CardListPage } from './card-list-page.tsx';

const card = {
  id: '3',
  brand: 'visa',
  last4: '4242',
  expiry: '12/40',
  savedAt: Date.parse('2026-11-20T12:00:00Z'),
};

describe('CardListPage', () => {
  it('reads the saved cards when shown, and removes one', async () => {
    const { store, user } = await renderWithShop(<CardListPage />, {
      shop: { cards: [card], cardsStatus: 'ready' },
    });
    expect(store.actions.filter(cardsOpened.match)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Saved cards' })).toBeVisible();
    expect(screen.getByRole('listitem')).toHaveTextContent('visa · Card ending in 4242 · 12/40');
    await user.click(screen.getByRole('button', { name: 'Remove card: visa Card ending in 4242' }));
    expect(store.actions.filter(cardRemovePressed.match).map((action) => action.payload)).toEqual([
      { id: '3' },
    ]);
  });

  it('says how a card gets saved while there is none', async () => {
    await renderWithShop(<CardListPage />, { shop: { cards: [], cardsStatus: 'ready' } });
    expect(
      screen.getByText('No saved cards. Add a card here, or one is saved when you subscribe to a coin pack.'),
    ).toBeVisible();
  });

  it('with Verotel (no card setup), the empty list invites no "Add a card"', async () => {
    await renderWithShop(<CardListPage />, { shop: { cards: [], cardsStatus: 'ready', cardSetup: false } });
    expect(
      screen.getByText('No saved cards. You enter your payment details on the payment page when you pay.'),
    ).toBeVisible();
    expect(screen.queryByText(/Add a card/)).toBeNull();
  });

  it('offers "Add a card" only where the PSP can save one without a purchase', async () => {
    const { unmount } = await renderWithShop(<CardListPage />, {
      shop: { cards: [card], cardsStatus: 'ready' },
    });
    expect(screen.getByRole('link', { name: 'Add a card' })).toBeVisible();
    unmount();
    await renderWithShop(<CardListPage />, {
      shop: { cards: [card], cardsStatus: 'ready', cardSetup: false },
    });
    expect(screen.queryByRole('link', { name: 'Add a card' })).toBeNull();
  });
});
