import type { Meta, StoryObj } from '@storybook/react-vite';
import { inLoginFrame, withFlowsStore } from '../../test/story-decorators.tsx';
import { EmailResetPassword } from './email-reset-password.tsx';

const meta = {
  title: 'auth/Sign-in/EmailResetPassword',
  component: EmailResetPassword,
  decorators: [inLoginFrame, withFlowsStore],
} satisfies Meta<typeof EmailResetPassword>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /login?resetPassword=…: the new password. */
export const Default: Story = { parameters: { setup: 'emailReset' } };
export const LinkInvalid: Story = { parameters: { setup: 'emailLinkInvalid' } };
