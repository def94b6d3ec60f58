import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AutoLoginNotice } from './auto-login-notice.tsx';

const meta = {
  title: 'auth/AutoLoginNotice',
  component: AutoLoginNotice,
  args: { open: true, onDismiss: fn(), onLogIn: fn() },
} satisfies Meta<typeof AutoLoginNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LinkFailed: Story = {};
