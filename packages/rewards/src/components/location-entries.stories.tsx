import type { Meta, StoryObj } from '@storybook/react-vite';
import { activityBox } from '../testing/fixtures.ts';
import { withRewardsStore } from '../testing/rewards-store.tsx';
import { LocationEntries } from './location-entries.tsx';

const meta = {
  title: 'rewards/LocationEntries',
  component: LocationEntries,
  decorators: [withRewardsStore],
  args: { locationIds: [254, 115], label: 'Announcements', onOpen: () => {} },
  parameters: {
    store: {
      rewards: {
        locations: {
          status: 'ready',
          byId: {
            '254': [activityBox({ content: 'Double coins on calls tonight', targetUrl: '/wall' })],
            '115': [activityBox({ content: 'Daily tasks', bizData: { activityId: 'tasks' } })],
          },
        },
      },
    },
  },
} satisfies Meta<typeof LocationEntries>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheMatchPage: Story = {};
