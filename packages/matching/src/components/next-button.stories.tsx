import type { Meta, StoryObj } from '@storybook/react-vite';
import { MATCH_LIMITS } from '@aura/contracts';
import { withMatchStore } from '../testing/match-store.tsx';
import { NextButton } from './next-button.tsx';

const NOW = Date.parse('2026-11-21T12:00:00Z');

const meta = {
  title: 'matching/NextButton',
  component: NextButton,
  decorators: [withMatchStore],
  args: { enabledAt: undefined, price: 0, now: () => NOW },
} satisfies Meta<typeof NextButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Free: Story = {};

/** The next match costs coins: the button says how many. */
export const Paid: Story = { args: { price: MATCH_LIMITS.normalPrice } };

/** Just matched: disabled for the next-button countdown. */
export const CountingDown: Story = { args: { enabledAt: NOW + MATCH_LIMITS.nextButtonCountdownMs } };
