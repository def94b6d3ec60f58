import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountBindingRow } from './account-binding-row.tsx';
import './settings-dialog.css';

const meta = {
  title: 'auth/AccountBindingRow',
  component: AccountBindingRow,
  args: { onBind: fn() },
  decorators: [
    (Story) => (
      <dl style={{ maxWidth: '24rem' }}>
        <Story />
      </dl>
    ),
  ],
} satisfies Meta<typeof AccountBindingRow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotBound: Story = { args: { kind: 'phone', value: undefined, verified: false } };
export const Unverified: Story = { args: { kind: 'email', value: 'mia@example.com', verified: false } };
export const Verified: Story = { args: { kind: 'email', value: 'mia@example.com', verified: true } };
