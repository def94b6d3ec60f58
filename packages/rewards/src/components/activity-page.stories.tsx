import type { Meta, StoryObj } from '@storybook/react-vite';
import { activityBox } from '../testing/fixtures.ts';
import { withRewardsStore } from '../testing/rewards-store.tsx';
import { ActivityPage } from './activity-page.tsx';

const store = (status: 'loading' | 'ready' | 'failed', boxes = [activityBox()]) => ({
  store: { rewards: { activities: { status, boxes } } },
});

const meta = {
  title: 'rewards/ActivityPage',
  component: ActivityPage,
  decorators: [withRewardsStore],
  args: { onOpen: () => {} },
  parameters: store('ready', [
    activityBox(),
    activityBox({
      content: 'Match of the week',
      targetUrl: '/matching',
      bizData: { activityId: 'match-week' },
    }),
  ]),
} satisfies Meta<typeof ActivityPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Activities: Story = {};

export const Empty: Story = { parameters: store('ready', []) };

export const Failed: Story = { parameters: store('failed', []) };
