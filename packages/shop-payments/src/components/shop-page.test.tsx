import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShop } from '../../test/render.tsx';
import { catalogueFailed, packChosen, shopOpened } from '../slice.ts';
import { CATALOGUE } from '../testing/fixtures.ts';
import { ShopPage } from './shop-page.tsx';

const ready = { status: 'ready' as const, value: CATALOGUE, currency: CATALOGUE.currency };

describe('ShopPage', () => {
  it('asks for the catalogue when shown, and shows the banner, the bubble and every pack', async () => {
    const { store } = await renderWithShop(<ShopPage />, { shop: { catalogue: ready } });
    expect(store.actions.filter(shopOpened.match)).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Coin Shop' })).toBeVisible();
    expect(screen.getByText('Up to 20% extra coins')).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent('First purchase bonus: +100 coins');
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('prices in the currency picked, named in the reader’s language, and remembers it on this device', async () => {
    localStorage.removeItem('aura.shop.currency');
    const { store, user, unmount } = await renderWithShop(<ShopPage />, { shop: { catalogue: ready } });
    const picker = screen.getByRole('combobox', { name: 'Currency' });
    expect(picker).toHaveValue('EUR');
    expect(screen.getByRole('option', { name: 'Turkish Lira (TRY)' })).toBeInTheDocument();
    const opened = () => store.actions.filter(shopOpened.match).map((action) => action.payload);
    expect(opened()[0]).toBeUndefined();
    await user.selectOptions(picker, 'GBP');
    expect(opened().at(-1)).toEqual({ currency: 'GBP' });
    unmount();
    const again = await renderWithShop(<ShopPage />, { shop: { catalogue: ready } });
    expect(again.store.actions.filter(shopOpened.match)[0]!.payload).toEqual({ currency: 'GBP' });
    localStorage.removeItem('aura.shop.currency');
  });

  it('buys the pack pressed, and holds the other buttons while its checkout opens', async () => {
    const { store, user } = await renderWithShop(<ShopPage />, { shop: { catalogue: ready } });
    await user.click(screen.getByRole('button', { name: 'Buy for €8.49' }));
    expect(store.actions.filter(packChosen.match).map((action) => action.payload)).toEqual([
      { packId: 'coins-500' },
    ]);
    expect(screen.getByRole('button', { name: 'Authorizing your payment…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Buy for €1.89' })).toBeDisabled();
  });

  it('has no banner once the bonus was used, and says why a checkout failed', async () => {
    await renderWithShop(<ShopPage />, {
      shop: {
        catalogue: { ...ready, value: { ...CATALOGUE, firstPurchaseBonus: 0 } },
        checkout: { packId: undefined, error: { key: 'base:purchase.failed' } },
      },
    });
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Purchase failed. Please retry the verification.');
  });

  it('offers a retry when the catalogue could not be read', async () => {
    const { store, user } = await renderWithShop(<ShopPage />);
    act(() => {
      store.dispatch(catalogueFailed());
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(store.actions.filter(shopOpened.match)).toHaveLength(2);
  });

  it('offers the way back to a "not enough coins" moment, and keeps it for payRes; never another site', async () => {
    const { unmount } = await renderWithShop(<ShopPage returnTo="/matching" />, {
      shop: { catalogue: ready },
    });
    expect(screen.getByRole('link', { name: 'Continue where you left off' })).toHaveAttribute(
      'href',
      '/matching',
    );
    expect(sessionStorage.getItem('aura.shop.returnTo')).toBe('/matching');
    expect(screen.getByRole('link', { name: 'Payment methods' })).toHaveAttribute(
      'href',
      '/paymentMethodsList',
    );
    unmount();
    await renderWithShop(<ShopPage returnTo="//evil.example" />, { shop: { catalogue: ready } });
    expect(screen.queryByRole('link', { name: 'Continue where you left off' })).toBeNull();
    expect(sessionStorage.getItem('aura.shop.returnTo')).toBeNull();
  });
});
