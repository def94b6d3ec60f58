import type { Meta, StoryObj } from '@storybook/react-vite';
import { inLoginFrame, withFlowsStore } from '../../test/story-decorators.tsx';
import { EmailLogin } from './email-login.tsx';

const meta = {
  title: 'auth/Sign-in/EmailLogin',
  component: EmailLogin,
  decorators: [inLoginFrame, withFlowsStore],
} satisfies Meta<typeof EmailLogin>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Address: Story = { parameters: { setup: 'emailAddress' } };
export const InvalidAddress: Story = { parameters: { setup: 'emailInvalid' } };
export const RegistrationClosed: Story = { parameters: { setup: 'emailRegistrationClosed' } };
export const Password: Story = { parameters: { setup: 'emailPassword' } };
export const WrongPassword: Story = { parameters: { setup: 'emailWrongPassword' } };
/** A verified account without a password is pointed to Forgot password. */
export const NoPasswordYet: Story = { parameters: { setup: 'emailNoPasswordYet' } };
