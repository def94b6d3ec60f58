import type { Meta, StoryObj } from '@storybook/react-vite';
import { inLoginFrame, withFlowsStore } from '../../test/story-decorators.tsx';
import { EmailVerify } from './email-verify.tsx';

const meta = {
  title: 'auth/Sign-in/EmailVerify',
  component: EmailVerify,
  decorators: [inLoginFrame, withFlowsStore],
} satisfies Meta<typeof EmailVerify>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "Check your inbox" while the app polls, with the resend countdown. */
export const Inbox: Story = { parameters: { setup: 'emailInbox' } };
export const MailSentAgain: Story = { parameters: { setup: 'emailInboxResent' } };
/** /login?verifyEmail=… while the link signs in. */
export const CheckingLink: Story = { parameters: { setup: 'emailLinkChecking' } };
export const LinkInvalid: Story = { parameters: { setup: 'emailLinkInvalid' } };
export const ChoosePassword: Story = { parameters: { setup: 'emailSetPassword' } };
