import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

const ChatIcon = (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
    <path d="M4 5h16v11H9l-5 4z" />
  </svg>
);

const onFind = fn();

const meta = {
  title: 'ui-kit/EmptyState',
  component: EmptyState,
  args: {
    icon: ChatIcon,
    title: 'No chats yet',
    description: 'Say hi to someone on the wall and your conversation will show up here.',
    action: <Button onClick={onFind}>Find people</Button>,
  },
  argTypes: { icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No chats yet' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Find people' }));
    await expect(onFind).toHaveBeenCalled();
  },
};

export const WithoutAction: Story = {
  args: { action: undefined, title: 'No friend requests', description: 'Requests you receive wait here.' },
};

export const TitleOnly: Story = { args: { icon: undefined, description: undefined, action: undefined } };
