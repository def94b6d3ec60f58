import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChoiceList } from './choice-list.tsx';

const choices = [
  { id: 1, label: 'English' },
  { id: 20, label: 'Turkish' },
  { id: 8, label: 'Arabic' },
  { id: 5, label: 'French' },
];

const meta = {
  title: 'profile/ChoiceList',
  component: ChoiceList,
  args: { legend: 'Languages', choices, selected: [1], max: 3, onChange: fn(), onTooMany: fn() },
} satisfies Meta<typeof ChoiceList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One language chosen of at most three. */
export const Some: Story = {};

/** Three chosen: a fourth is refused with the rule's words. */
export const Full: Story = {
  args: { selected: [1, 20, 8], error: 'You can choose up to 3 languages.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'French' }));
    await expect(args.onTooMany).toHaveBeenCalled();
  },
};
