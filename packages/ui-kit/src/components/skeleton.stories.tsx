import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './skeleton.tsx';

const meta = {
  title: 'ui-kit/Skeleton',
  component: Skeleton,
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'circle', 'rect'] } },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextLines: Story = { args: { lines: 3 } };
export const Circle: Story = { args: { shape: 'circle', width: '3.5rem' } };
export const Rect: Story = { args: { shape: 'rect', height: '10rem' } };

/** A host card while the wall loads. */
export const HostCard: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.75rem', maxWidth: '16rem' }}>
      <Skeleton shape="rect" height="12rem" />
      <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
        <Skeleton shape="circle" width="2.5rem" />
        <Skeleton lines={2} />
      </div>
    </div>
  ),
};
