import { RESULT_CODES } from '@aura/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { withAuthStore } from '../testing/story-store.tsx';
import { SessionNotices } from './session-notices.tsx';

const meta = {
  title: 'auth/SessionNotices',
  component: SessionNotices,
  decorators: [withAuthStore],
} satisfies Meta<typeof SessionNotices>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to tell: nothing shown. */
export const Quiet: Story = { parameters: { auth: { status: 'loggedIn' } } };

/** The ban notice from the store; dismissing it clears it there. */
export const Banned: Story = {
  parameters: { auth: { status: 'visitor', banned: { code: RESULT_CODES.accountBanned, message: '' } } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const SessionExpired: Story = {
  parameters: { auth: { status: 'visitor', sessionDialog: { kind: 'expired', message: '' } } },
};

export const AutoLoginFailed: Story = {
  parameters: { auth: { status: 'visitor', notice: { kind: 'autoLoginFailed', code: 0 } } },
};
