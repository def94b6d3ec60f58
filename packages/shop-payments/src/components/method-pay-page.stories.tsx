import type { Meta, StoryObj } from '@storybook/react-vite';
import { CATALOGUE, NOW, order } from '../testing/fixtures.ts';
import { withShopStore } from '../testing/shop-store.tsx';
import { VoucherPayPage, WalletPayPage } from './method-pay-page.tsx';

const catalogue = { status: 'ready' as const, value: CATALOGUE, currency: CATALOGUE.currency };

const meta = {
  title: 'shop-payments/WalletPayPage',
  component: WalletPayPage,
  decorators: [withShopStore],
  args: { support: 'unavailable' },
  parameters: { store: { shop: { catalogue } } },
} satisfies Meta<typeof WalletPayPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A browser without Apple Pay (Chromium): said so; the PSP's wallet takes the payment. */
export const NotOnThisDevice: Story = {};

/** Safari with a card in Wallet: said so. */
export const OnThisDevice: Story = { args: { support: 'available' } };

/** pagsmile before a voucher: the packs, "Get a voucher". */
export const VoucherChoose: Story = {
  render: () => <VoucherPayPage />,
};

/** pagsmile with its voucher issued: reference, amount, time left, waiting. */
export const VoucherIssued: Story = {
  render: () => <VoucherPayPage />,
  parameters: {
    store: {
      shop: {
        catalogue,
        methodPay: {
          busy: false,
          error: undefined,
          voucher: {
            order: order({ status: 'processing' }),
            voucher: {
              reference: '9F3A61C2',
              amount: 189,
              currency: 'EUR',
              expiresAt: NOW + 95_000,
              payUrl: 'http://localhost:3000/sandbox-psp/voucher/sbx_1',
            },
          },
        },
      },
    },
  },
};
