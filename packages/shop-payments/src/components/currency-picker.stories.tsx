import type { Meta, StoryObj } from '@storybook/react-vite';
import { CurrencyPicker } from './currency-picker.tsx';

const meta = {
  title: 'shop-payments/CurrencyPicker',
  component: CurrencyPicker,
  args: { currency: 'GBP', onChange: () => {} },
} satisfies Meta<typeof CurrencyPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pounds: Story = {};
