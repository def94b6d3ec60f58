import { MATCH_LIMITS } from '@aura/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleMatch } from '../testing/fixtures.ts';
import { MatchedPopup } from './matched-popup.tsx';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const now = () => NOW;

const meta = {
  title: 'matching/MatchedPopup',
  component: MatchedPopup,
  args: { match: sampleMatch(), autoNextAt: NOW + MATCH_LIMITS.autoNextMs, onCall: fn(), now },
} satisfies Meta<typeof MatchedPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A random match: who, from where, and the countdown to the next match. */
export const Random: Story = {};

/** The count with Stay beside it: a conversation is never cut without a way to stay (issue 18). */
export const WithStay: Story = {
  args: { onStay: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Stay' }));
    await expect(args.onStay).toHaveBeenCalled();
  },
};

/** A paid random match (the free ones are used up) shows its coins. */
export const Paid: Story = { args: { match: sampleMatch({ charged: MATCH_LIMITS.normalPrice }) } };

/** What a call with the partner costs per minute in these stories. */
const PRICE_PER_MINUTE = MATCH_LIMITS.normalPrice * 3;

/** Face to Face: its coins, the time to decide, and going on into a call at the price the button names. */
export const FaceToFace: Story = {
  args: {
    match: sampleMatch({
      mode: 'faceToFace',
      charged: MATCH_LIMITS.faceToFaceCoins,
      decideBy: NOW + MATCH_LIMITS.faceToFaceDecideMs,
    }),
    autoNextAt: undefined,
    quote: { matchId: sampleMatch().matchId, pricePerMinute: PRICE_PER_MINUTE, canAfford: true },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: `Go on into a call · ${PRICE_PER_MINUTE} coins/min` }),
    );
    await expect(args.onCall).toHaveBeenCalled();
  },
};

/** The call is being started. */
export const Starting: Story = { args: { starting: true } };
