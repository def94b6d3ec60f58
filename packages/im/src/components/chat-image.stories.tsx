import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_PHOTO } from '../testing/fixtures.ts';
import { ChatImage } from './chat-image.tsx';

const meta = {
  title: 'im/ChatImage',
  component: ChatImage,
  args: { image: SAMPLE_PHOTO.image! },
} satisfies Meta<typeof ChatImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Thumbnail: Story = {};
