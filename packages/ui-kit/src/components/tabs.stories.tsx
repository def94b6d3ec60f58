import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger, type TabItem } from './tabs.tsx';

const items: TabItem[] = [
  { value: 'chats', label: 'Chats', content: <p>Your conversations appear here.</p> },
  { value: 'friends', label: 'Friends', content: <p>People you added as friends.</p> },
  { value: 'requests', label: 'Requests', content: <p>Friend requests waiting for you.</p> },
];

const meta = {
  title: 'ui-kit/Tabs',
  component: Tabs,
  args: { items, label: 'Messages', onValueChange: fn() },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between tabs and wrap around; the focused tab's panel shows. */
export const FromItems: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Chats' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Friends' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('People you added as friends.');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Requests' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('requests');
  },
};

export const Fitted: Story = { args: { fitted: true } };

export const WithDisabledTab: Story = {
  args: {
    items: [items[0]!, { ...items[1]!, disabled: true }, items[2]!],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Chats' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Requests' })).toHaveFocus();
  },
};

export const Composed: Story = {
  args: { items: undefined },
  render: () => (
    <Tabs defaultValue="gifts">
      <TabsList label="Shop">
        <TabsTrigger value="coins">Coins</TabsTrigger>
        <TabsTrigger value="gifts">Gifts</TabsTrigger>
        <TabsTrigger value="vip">VIP</TabsTrigger>
      </TabsList>
      <TabsContent value="coins">
        <p>Coin packs for calls and gifts.</p>
      </TabsContent>
      <TabsContent value="gifts">
        <p>Roses, bears and rings.</p>
      </TabsContent>
      <TabsContent value="vip">
        <p>Monthly VIP with free minutes.</p>
      </TabsContent>
    </Tabs>
  ),
};

export const Controlled: Story = {
  render: function ControlledTabs(args) {
    const [value, setValue] = useState('friends');
    return (
      <Tabs
        {...args}
        value={value}
        onValueChange={(next) => {
          args.onValueChange?.(next);
          setValue(next);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Friends' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Requests' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Friend requests waiting for you.');
  },
};
