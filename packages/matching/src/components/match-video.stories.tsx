import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MatchStreams } from '../video.ts';
import { MatchVideo } from './match-video.tsx';

/** A moving test picture as a MediaStream, so the story shows real video without a camera. */
function paintedStream(colour: string): MediaStream {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 240;
  const context = canvas.getContext('2d')!;
  let x = 0;
  const paint = () => {
    context.fillStyle = colour;
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = 'white';
    context.fillRect(x, canvas.height / 3, canvas.width / 8, canvas.height / 3);
    x = (x + 4) % canvas.width;
    requestAnimationFrame(paint);
  };
  paint();
  return canvas.captureStream(15);
}

function streamsWith(local: boolean, remote: boolean): MatchStreams {
  const streams = new MatchStreams();
  streams.set({
    ...(local ? { local: paintedStream('#345') } : {}),
    ...(remote ? { remote: paintedStream('#624') } : {}),
  });
  return streams;
}

const meta = {
  title: 'matching/MatchVideo',
  component: MatchVideo,
  args: { partnerName: 'Noor', streams: new MatchStreams() },
  decorators: [(Story) => <div style={{ width: 480, height: 360 }}>{Story()}</div>],
} satisfies Meta<typeof MatchVideo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both sides' video: the partner large, this side's camera in the corner. */
export const Connected: Story = {
  render: (args) => <MatchVideo {...args} streams={streamsWith(true, true)} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Video of Noor')).toBeInTheDocument();
  },
};

/** The camera is on; the partner's video has not arrived yet. */
export const OwnCameraOnly: Story = {
  render: (args) => <MatchVideo {...args} streams={streamsWith(true, false)} />,
};
