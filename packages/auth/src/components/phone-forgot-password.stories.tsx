import type { Meta, StoryObj } from '@storybook/react-vite';
import { inLoginFrame, withFlowsStore } from '../../test/story-decorators.tsx';
import { PhoneForgotPassword } from './phone-forgot-password.tsx';

const meta = {
  title: 'auth/Sign-in/PhoneForgotPassword',
  component: PhoneForgotPassword,
  decorators: [inLoginFrame, withFlowsStore],
} satisfies Meta<typeof PhoneForgotPassword>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NumberStep: Story = { parameters: { setup: 'phoneNumber' } };
export const CodeStep: Story = { parameters: { setup: 'phoneForgotCode' } };
export const NewPassword: Story = { parameters: { setup: 'phoneForgotNewPassword' } };
/** Past the reset window: back to the number, to verify it again. */
export const ResetTimedOut: Story = { parameters: { setup: 'phoneResetTimedOut' } };
