import { PLACEMENT_CONFIG } from '@aura/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { activityBox } from '../testing/fixtures.ts';
import { withRewardsStore } from '../testing/rewards-store.tsx';
import { LocationEntries } from './location-entries.tsx';

const [first, second] = PLACEMENT_CONFIG.matching.locations;

const meta = {
  title: 'rewards/LocationEntries',
  component: LocationEntries,
  decorators: [withRewardsStore],
  args: { locationIds: PLACEMENT_CONFIG.matching.locations, label: 'Announcements', onOpen: () => {} },
  parameters: {
    store: {
      rewards: {
        locations: {
          status: 'ready',
          byId: {
            [first]: [activityBox({ content: 'Double coins on calls tonight', targetUrl: '/wall' })],
            [second]: [activityBox({ content: 'Daily tasks', bizData: { activityId: 'tasks' } })],
          },
        },
      },
    },
  },
} satisfies Meta<typeof LocationEntries>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnTheMatchPage: Story = {};
