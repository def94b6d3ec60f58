import type { Meta, StoryObj } from '@storybook/react-vite';
import { canvasStream } from '../testing/story-media.ts';
import { StreamVideo } from './stream-video.tsx';

const meta = {
  title: 'rtc-call/StreamVideo',
  component: StreamVideo,
  args: { stream: undefined, label: 'Your camera', muted: true },
} satisfies Meta<typeof StreamVideo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {
  render: (args) => <StreamVideo {...args} stream={canvasStream('Preview', 200)} />,
};
export const Mirrored: Story = {
  render: (args) => <StreamVideo {...args} mirrored stream={canvasStream('Mirrored', 20)} />,
};
