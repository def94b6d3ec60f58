import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './spinner.tsx';

const meta = {
  title: 'ui-kit/Spinner',
  component: Spinner,
  args: { label: 'Loading hosts' },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const Decorative: Story = { args: { label: undefined } };
