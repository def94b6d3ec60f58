import type { Meta, StoryObj } from '@storybook/react-vite';
import { MISSIONS } from '../testing/fixtures.ts';
import { withRewardsStore } from '../testing/rewards-store.tsx';
import { TaskPage } from './task-page.tsx';

const meta = {
  title: 'rewards/TaskPage',
  component: TaskPage,
  decorators: [withRewardsStore],
  parameters: {
    store: { rewards: { missions: { status: 'ready', list: MISSIONS, claiming: undefined, failed: false } } },
  },
} satisfies Meta<typeof TaskPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {};
