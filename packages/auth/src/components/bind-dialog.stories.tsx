import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { withFlowsStore } from '../../test/story-decorators.tsx';
import { BindDialog } from './bind-dialog.tsx';

const meta = {
  title: 'auth/Sign-in/BindDialog',
  component: BindDialog,
  decorators: [withFlowsStore],
} satisfies Meta<typeof BindDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EnterEmail: Story = { parameters: { setup: 'bindEmail' } };
export const EnterPhone: Story = { parameters: { setup: 'bindPhone' } };
/** A change within REBIND_LOCK_DAYS of the last bind. */
export const SevenDayLock: Story = { parameters: { setup: 'bindLocked' } };
/** Bound, unverified, to another account: the warning and the confirmation. */
export const TakeoverWarning: Story = {
  parameters: { setup: 'bindTakeover' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Link an e-mail address' });
    await expect(dialog).toHaveTextContent(
      'This is already linked to another account but has not been verified.',
    );
  },
};
export const TakeoverNotConfirmed: Story = { parameters: { setup: 'bindTakeoverUnconfirmed' } };
export const PhoneCode: Story = { parameters: { setup: 'bindPhoneCode' } };
/** The first bind of a kind grants coins. */
export const DoneWithCoins: Story = { parameters: { setup: 'bindDoneWithCoins' } };
/** A change grants none. */
export const DoneChange: Story = { parameters: { setup: 'bindDoneChange' } };
