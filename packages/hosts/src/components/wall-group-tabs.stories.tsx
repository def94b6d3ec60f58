import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withHostsStore } from '../testing/hosts-store.tsx';
import { sampleGroups } from '../testing/fixtures.ts';
import { WallGroupTabs } from './wall-group-tabs.tsx';

const meta = {
  title: 'hosts/WallGroupTabs',
  component: WallGroupTabs,
  decorators: [withHostsStore],
  args: { children: <p>The selected group’s hosts.</p> },
  parameters: { store: { hosts: { groups: { status: 'ready', items: sampleGroups } } } },
} satisfies Meta<typeof WallGroupTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All countries first, then by country, each with how many hosts are online. */
export const Groups: Story = {};

/** Picking a country selects its tab (the saga, not run here, would load its hosts). */
export const PickingACountry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: /Netherlands/ }));
    await expect(canvas.getByRole('tab', { name: /Netherlands/ })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Many countries scroll sideways on a phone. */
export const Phone: Story = { globals: { viewport: { value: 'narrow' } } };
