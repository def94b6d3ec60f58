import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShop } from '../../test/render.tsx';
import { cardRemovePressed, methodsFailed, methodsOpened } from '../slice.ts';
import { PaymentMethodsPage } from './payment-methods-page.tsx';

const card = {
  id: '3',
  brand: 'visa',
  last4: '4242',
  expiry: '12/40',
  savedAt: Date.parse('2026-11-20T12:00:00Z'),
};

describe('PaymentMethodsPage', () => {
  it("reads the PSP's ways to pay and the saved cards when shown, and removes a card", async () => {
    const { store, user } = await renderWithShop(<PaymentMethodsPage />, {
      shop: {
        methods: { status: 'ready', list: ['card', 'wallet', 'voucher'] },
        cards: [card],
        cardsStatus: 'ready',
      },
    });
    expect(store.actions.filter(methodsOpened.match)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
    const offered = screen.getByRole('region', { name: 'Ways to pay' });
    expect(
      within(offered)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Credit or debit card', 'Apple Pay', 'Local payment method (voucher)']);
    const saved = screen.getByRole('region', { name: 'Saved cards' });
    expect(within(saved).getByRole('listitem')).toHaveTextContent('visa · Card ending in 4242 · 12/40');
    await user.click(screen.getByRole('button', { name: 'Remove card: visa Card ending in 4242' }));
    expect(store.actions.filter(cardRemovePressed.match).map((action) => action.payload)).toEqual([
      { id: '3' },
    ]);
  });

  it('says Verotel\'s direct debit in Turkish, and no "Add a card" while there is none', async () => {
    await renderWithShop(<PaymentMethodsPage />, {
      locale: 'tr',
      shop: {
        methods: { status: 'ready', list: ['card', 'directDebit'] },
        cards: [],
        cardsStatus: 'ready',
        cardSetup: false,
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Ödeme yöntemleri' })).toBeVisible();
    expect(screen.getByText('SEPA otomatik ödeme (euro ile)')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Kayıtlı kartlar' })).toBeNull();
    expect(
      screen.getByText('Kayıtlı kart yok. Ödeme bilgilerini ödeme yaparken ödeme sayfasında girersin.'),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Kart ekle' })).toBeNull();
  });

  it('offers a retry when the reading failed', async () => {
    const { store, user } = await renderWithShop(<PaymentMethodsPage />);
    act(() => {
      store.dispatch(methodsFailed());
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(store.actions.filter(methodsOpened.match)).toHaveLength(2);
  });
});
