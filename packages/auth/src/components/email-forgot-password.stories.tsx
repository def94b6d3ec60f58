import type { Meta, StoryObj } from '@storybook/react-vite';
import { inLoginFrame, withFlowsStore } from '../../test/story-decorators.tsx';
import { EmailForgotPassword } from './email-forgot-password.tsx';

const meta = {
  title: 'auth/Sign-in/EmailForgotPassword',
  component: EmailForgotPassword,
  decorators: [inLoginFrame, withFlowsStore],
} satisfies Meta<typeof EmailForgotPassword>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = { parameters: { setup: 'emailForgot' } };
export const LinkSent: Story = { parameters: { setup: 'emailForgotSent' } };
