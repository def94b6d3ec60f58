import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleQuote } from '../testing/fixtures.ts';
import { CallPrompt } from './call-prompt.tsx';

const meta = {
  title: 'matching/CallPrompt',
  component: CallPrompt,
  args: {
    partnerName: 'Noor',
    quote: sampleQuote,
    balance: 300,
    confirming: false,
    invite: undefined,
    notice: undefined,
    starting: false,
    onConfirm: fn(),
    onCancelConfirm: fn(),
    onAccept: fn(),
    onDecline: fn(),
  },
} satisfies Meta<typeof CallPrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Call pressed: the price per minute and the coins there are, before the partner is asked. */
export const Confirm: Story = { args: { confirming: true } };

/** Too few coins for the first minute: nobody is asked. */
export const CannotAfford: Story = {
  args: { confirming: true, quote: { ...sampleQuote, canAfford: false }, balance: 10 },
};

/** This side asked: waiting for the partner's answer. */
export const Waiting: Story = {
  args: { invite: { from: 'mine', pricePerMinute: sampleQuote.pricePerMinute } },
};

/** The partner asks this side, who does not pay. */
export const Invited: Story = {
  args: { invite: { from: 'theirs', pricePerMinute: sampleQuote.pricePerMinute } },
};

/** The partner said no. */
export const Declined: Story = { args: { notice: 'declined' } };
