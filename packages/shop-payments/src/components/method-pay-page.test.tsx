import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithShop } from '../../test/render.tsx';
import { methodPayChosen, voucherOpened } from '../slice.ts';
import { CATALOGUE, order } from '../testing/fixtures.ts';
import { appleWalletSupport, VoucherPayPage, WalletPayPage } from './method-pay-page.tsx';

const catalogue = { status: 'ready' as const, value: CATALOGUE, currency: CATALOGUE.currency };

describe('WalletPayPage', () => {
  it('says Apple Pay is not on this device, and pays the chosen pack with the wallet', async () => {
    const { store, user } = await renderWithShop(<WalletPayPage support="unavailable" />, {
      shop: { catalogue },
    });
    expect(screen.getByRole('note')).toHaveTextContent('Apple Pay is not available on this device.');
    const [, second] = CATALOGUE.packs;
    await user.click(screen.getAllByRole('button', { pressed: false })[0]!);
    await user.click(screen.getByRole('button', { name: /^Pay .* with the wallet$/ }));
    expect(store.actions.filter(methodPayChosen.match).map((action) => action.payload)).toEqual([
      { packId: second!.id, method: 'wallet' },
    ]);
  });

  it('asks the Payment Request API honestly: none, or a refused method, is unavailable', async () => {
    expect(await appleWalletSupport({} as typeof globalThis)).toBe('unavailable');
    class Refusing {
      canMakePayment() {
        return Promise.resolve(false);
      }
    }
    class Accepting {
      canMakePayment() {
        return Promise.resolve(true);
      }
    }
    class Throwing {
      constructor() {
        throw new RangeError('unknown payment method');
      }
    }
    const scope = (api: unknown) => ({ PaymentRequest: api }) as unknown as typeof globalThis;
    expect(await appleWalletSupport(scope(Refusing))).toBe('unavailable');
    expect(await appleWalletSupport(scope(Throwing))).toBe('unavailable');
    expect(await appleWalletSupport(scope(Accepting))).toBe('available');
  });
});

describe('VoucherPayPage', () => {
  it('gets a voucher for the chosen pack', async () => {
    const { store, user } = await renderWithShop(<VoucherPayPage packId={CATALOGUE.packs[1]!.id} />, {
      shop: { catalogue },
    });
    await user.click(screen.getByRole('button', { name: 'Get a voucher' }));
    expect(store.actions.filter(methodPayChosen.match).map((action) => action.payload)).toEqual([
      { packId: CATALOGUE.packs[1]!.id, method: 'voucher' },
    ]);
  });

  it('shows the voucher, its time left and its status, and follows its order', async () => {
    const paying = order({ status: 'processing' });
    const { store } = await renderWithShop(<VoucherPayPage />, {
      shop: {
        catalogue,
        methodPay: {
          busy: false,
          error: undefined,
          voucher: {
            order: paying,
            voucher: {
              reference: '9F3A61C2',
              amount: 189,
              currency: 'EUR',
              expiresAt: Date.now() + 95_000,
              payUrl: 'http://psp.test/voucher/1',
            },
          },
        },
      },
    });
    expect(screen.getByText('9F3A61C2')).toBeVisible();
    expect(screen.getByText(/with this reference\.$/)).toHaveTextContent('1.89');
    expect(screen.getByRole('timer', { name: 'Time left to pay' })).toBeVisible();
    expect(screen.getByText('Waiting for your payment…')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Show the voucher' })).toHaveAttribute(
      'href',
      'http://psp.test/voucher/1',
    );
    expect(store.actions.filter(voucherOpened.match).map((action) => action.payload)).toEqual([
      { orderNo: paying.orderNo },
    ]);
  });

  it('reads the voucher of the order the address names (a reload)', async () => {
    const { store } = await renderWithShop(<VoucherPayPage orderNo="AO1" />, { shop: { catalogue } });
    expect(store.actions.filter(voucherOpened.match).map((action) => action.payload)).toEqual([
      { orderNo: 'AO1' },
    ]);
  });
});
