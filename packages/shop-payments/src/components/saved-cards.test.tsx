import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShop } from '../../test/render.tsx';
import { cardRemovePressed, subscriptionCardChosen } from '../slice.ts';
import { NOW } from '../testing/fixtures.ts';
import { SavedCards } from './saved-cards.tsx';

describe('SavedCards', () => {
  it('lists each saved card by brand, last four and expiry, and removes one', async () => {
    const { store, user } = await renderWithShop(
      <SavedCards cards={[{ id: '1', brand: 'visa', last4: '4242', expiry: '12/40', savedAt: NOW }]} />,
    );
    expect(screen.getByRole('heading', { name: 'Saved cards' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('visa · Card ending in 4242 · 12/40');
    await user.click(screen.getByRole('button', { name: 'Remove card: visa Card ending in 4242' }));
    expect(store.actions.filter(cardRemovePressed.match).map((action) => action.payload)).toEqual([
      { id: '1' },
    ]);
  });

  it('puts another card on the active subscription, not the one it renews on already', async () => {
    const { store, user } = await renderWithShop(
      <SavedCards
        cards={[
          { id: '2', brand: 'visa', last4: '3220', expiry: '11/39', savedAt: NOW },
          { id: '1', brand: 'visa', last4: '4242', expiry: '12/40', savedAt: NOW },
        ]}
        subscriptionCard={{ brand: 'visa', last4: '4242' }}
      />,
    );
    expect(screen.getAllByRole('button', { name: /^Use for the subscription/ })).toHaveLength(1);
    await user.click(
      screen.getByRole('button', { name: 'Use for the subscription: visa Card ending in 3220' }),
    );
    expect(store.actions.filter(subscriptionCardChosen.match).map((action) => action.payload)).toEqual([
      { id: '2' },
    ]);
  });

  it('shows nothing before a card was saved', async () => {
    const { container } = await renderWithShop(<SavedCards cards={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
