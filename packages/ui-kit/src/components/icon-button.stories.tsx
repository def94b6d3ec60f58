import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChevronGlyph } from './glyphs.tsx';
import { IconButton } from './icon-button.tsx';

const PhoneDownIcon = (
  <svg viewBox="0 0 24 24" fill="currentColor">
    <path d="M12 9c-3.2 0-6.1.9-8.5 2.4-.6.4-.8 1.2-.4 1.8l1.6 2.4c.4.6 1.2.8 1.8.5l2.3-1.2c.5-.3.8-.8.7-1.4l-.2-1.5a13 13 0 0 1 5.4 0l-.2 1.5c-.1.6.2 1.1.7 1.4l2.3 1.2c.6.3 1.4.1 1.8-.5l1.6-2.4c.4-.6.2-1.4-.4-1.8A15.8 15.8 0 0 0 12 9z" />
  </svg>
);

const HeartIcon = (
  <svg viewBox="0 0 24 24" fill="currentColor">
    <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.6 4.5c2.1 0 3.6 1.2 5.4 3.1 1.8-1.9 3.3-3.1 5.4-3.1 3.6 0 5.7 3.8 4.2 7.2C19.5 16.4 12 21 12 21z" />
  </svg>
);

const meta = {
  title: 'ui-kit/IconButton',
  component: IconButton,
  args: { label: 'Send a gift', icon: HeartIcon, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send a gift' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const HangUp: Story = {
  args: { variant: 'danger', size: 'lg', label: 'Hang up', icon: PhoneDownIcon },
};
export const Small: Story = { args: { size: 'sm' } };
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send a gift' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const Disabled: Story = { args: { disabled: true } };
/** A back chevron points towards the line's start: mirrored in a right-to-left language (Arabic in the toolbar). */
export const Back: Story = {
  args: { variant: 'ghost', label: 'Back', icon: <ChevronGlyph towards="start" /> },
};
