import type { Meta, StoryObj } from '@storybook/react-vite';
import { MISSIONS } from '../testing/fixtures.ts';
import { withRewardsStore } from '../testing/rewards-store.tsx';
import { TaskBox } from './task-box.tsx';

const store = (status: 'loading' | 'ready' | 'failed', list = MISSIONS, claiming?: string) => ({
  store: { rewards: { missions: { status, list, claiming, failed: false } } },
});

const meta = {
  title: 'rewards/TaskBox',
  component: TaskBox,
  decorators: [withRewardsStore],
  parameters: store('ready'),
} satisfies Meta<typeof TaskBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tasks: Story = {};

export const Claiming: Story = { parameters: store('ready', MISSIONS, 'daily-call') };

export const Empty: Story = { parameters: store('ready', []) };

export const Failed: Story = { parameters: store('failed', []) };
