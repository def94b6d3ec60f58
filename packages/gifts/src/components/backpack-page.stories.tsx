import type { Meta, StoryObj } from '@storybook/react-vite';
import { withGiftsStore } from '../testing/gifts-store.tsx';
import { HEART, ROSE } from '../testing/fixtures.ts';
import { BackpackPage } from './backpack-page.tsx';

const meta = {
  title: 'gifts/BackpackPage',
  component: BackpackPage,
  decorators: [withGiftsStore],
  parameters: {
    store: {
      gifts: {
        backpack: {
          status: 'ready',
          items: [
            { gift: ROSE, count: 3 },
            { gift: HEART, count: 1 },
          ],
        },
      },
    },
  },
} satisfies Meta<typeof BackpackPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Owned: Story = {};
export const Empty: Story = {
  parameters: { store: { gifts: { backpack: { status: 'ready', items: [] } } } },
};
