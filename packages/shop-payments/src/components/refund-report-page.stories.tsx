import type { Meta, StoryObj } from '@storybook/react-vite';
import { CAPTCHA_IMAGE, order, refundReport } from '../testing/fixtures.ts';
import { withShopStore } from '../testing/shop-store.tsx';
import type { ShopState } from '../slice.ts';
import { RefundReportPage } from './refund-report-page.tsx';

const form = (refund: Partial<ShopState['refund']> = {}) => ({
  store: {
    shop: {
      orders: { status: 'ready' as const, list: [order({ orderNo: 'AOMI1A2B3C4D5E7' }), order()] },
      refund: {
        captcha: { status: 'ready' as const, captchaId: 'c1', image: CAPTCHA_IMAGE },
        submitting: false,
        error: undefined,
        filed: undefined,
        ...refund,
      },
    },
  },
});

const meta = {
  title: 'shop-payments/RefundReportPage',
  component: RefundReportPage,
  decorators: [withShopStore],
  parameters: form(),
} satisfies Meta<typeof RefundReportPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {};

export const WrongCode: Story = {
  parameters: form({ error: { key: 'base:errors.incorrectVerificationCode' } }),
};

export const Filed: Story = { parameters: form({ filed: refundReport() }) };
