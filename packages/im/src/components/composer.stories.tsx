import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Composer } from './composer.tsx';

const meta = { title: 'im/Composer', component: Composer, args: { onSend: fn() } } satisfies Meta<
  typeof Composer
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox'), 'Hello{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Hello');
  },
};

export const LockedUntilReply: Story = {
  args: { disabledReason: 'You can send more messages once they reply.' },
};
