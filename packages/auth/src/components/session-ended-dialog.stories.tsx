import { RESULT_CODES } from '@aura/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { SessionEndedDialog } from './session-ended-dialog.tsx';

const meta = {
  title: 'auth/SessionEndedDialog',
  component: SessionEndedDialog,
  args: { onDismiss: fn(), onLogIn: fn() },
} satisfies Meta<typeof SessionEndedDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** HTTP 401. */
export const Expired: Story = {
  args: { dialog: { kind: 'expired', message: 'No session for this user on this device.' } },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    await expect(args.onDismiss).toHaveBeenCalled();
    await expect(args.onLogIn).toHaveBeenCalled();
  },
};

export const ActiveOnAnotherDevice: Story = {
  args: {
    dialog: {
      kind: 'relogin',
      code: RESULT_CODES.activeOnAnotherDevice,
      message: 'Your account was signed in on another device.',
    },
  },
};

export const ServerMessage: Story = {
  args: {
    dialog: {
      kind: 'relogin',
      code: RESULT_CODES.reloginRequired,
      message: 'Your session was reset. Log in again.',
    },
  },
};

/** A re-login code without a message: "Failed to get information, log in again". */
export const WithoutMessage: Story = {
  args: { dialog: { kind: 'relogin', code: RESULT_CODES.updateFailed, message: '' } },
};
