import { MATCH_LIMITS } from '@aura/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StartConfirm } from './start-confirm.tsx';

const meta = {
  title: 'matching/StartConfirm',
  component: StartConfirm,
  args: { open: true, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof StartConfirm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Face to Face: its price and its 10-second rule, before it searches. */
export const FaceToFace: Story = { args: { mode: 'faceToFace', price: MATCH_LIMITS.faceToFaceCoins } };

/** A random match once the free ones are used up. */
export const PaidMatch: Story = { args: { mode: 'random', price: MATCH_LIMITS.normalPrice } };
