import type { Meta, StoryObj } from '@storybook/react-vite';
import { inLoginFrame, withFlowsStore } from '../../test/story-decorators.tsx';
import { PhonePasswordLogin } from './phone-password-login.tsx';

const meta = {
  title: 'auth/Sign-in/PhonePasswordLogin',
  component: PhonePasswordLogin,
  decorators: [inLoginFrame, withFlowsStore],
} satisfies Meta<typeof PhonePasswordLogin>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { parameters: { setup: 'phonePassword' } };
/** The pause after too many wrong passwords points to Forgot password. */
export const TooManyWrongPasswords: Story = { parameters: { setup: 'phoneTooManyWrongPasswords' } };
