import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './avatar.tsx';

// A picture that needs no network: a gradient portrait drawn in SVG.
const PORTRAIT = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f9a8d4"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs><rect width="96" height="96" fill="url(#g)"/><circle cx="48" cy="38" r="18" fill="#fde7f3"/><path d="M14 96c4-22 18-32 34-32s30 10 34 32z" fill="#fde7f3"/></svg>',
)}`;

const meta = {
  title: 'ui-kit/Avatar',
  component: Avatar,
  args: { name: 'Mia Rose' },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] },
    presence: { control: 'inline-radio', options: [undefined, 'online', 'busy', 'offline'] },
  },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Mia Rose' })).toHaveTextContent('MR');
  },
};

export const Picture: Story = {
  args: { src: PORTRAIT, size: 'lg' },
  play: async ({ canvasElement }) => {
    // The initials show until the picture has loaded.
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Mia Rose' }).tagName).toBe('IMG'));
  },
};

export const Online: Story = {
  args: { src: PORTRAIT, size: 'lg', presence: 'online', presenceLabel: 'Online' },
};
export const Busy: Story = { args: { size: 'lg', presence: 'busy', presenceLabel: 'In a call' } };
export const Offline: Story = { args: { size: 'lg', presence: 'offline', presenceLabel: 'Offline' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: '1rem' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" />
    </div>
  ),
  args: { presence: 'online', presenceLabel: 'Online' },
};

export const GivenInitials: Story = { args: { name: 'Ayşe Yılmaz', initials: 'AY', size: 'xl' } };
