import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SAMPLE_FRIENDS } from '../testing/fixtures.ts';
import { withImStore } from '../testing/im-store.tsx';
import { FriendsPage } from './friends-page.tsx';

const meta = {
  title: 'im/FriendsPage',
  component: FriendsPage,
  decorators: [withImStore],
  args: { onMessage: fn() },
  parameters: { store: { friends: SAMPLE_FRIENDS, friendNotice: { key: 'block.unblocked', name: 'Kai' } } },
} satisfies Meta<typeof FriendsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AfterUnblocking: Story = {};
export const Loading: Story = { parameters: { store: {} } };
