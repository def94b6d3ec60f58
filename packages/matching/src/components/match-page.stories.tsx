import { BUSINESS_CODES, MATCH_LIMITS } from '@aura/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleMatch, sampleQuota, sampleQuote } from '../testing/fixtures.ts';
import { withMatchStore } from '../testing/match-store.tsx';
import { MatchPage } from './match-page.tsx';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const now = () => NOW;

const meta = {
  title: 'matching/MatchPage',
  component: MatchPage,
  decorators: [withMatchStore],
  args: { now },
} satisfies Meta<typeof MatchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before Start: the two modes. */
export const Idle: Story = {};

/** Waiting in the queue. */
export const Matching: Story = { parameters: { store: { phase: 'matching', quota: sampleQuota } } };

/** A VIP waiting in the queue: unlimited matching, no price (spec §6). */
export const VipMatching: Story = {
  parameters: { store: { phase: 'matching', quota: { ...sampleQuota, freeLeft: 0, vip: true } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('VIP · Unlimited matching')).toBeVisible();
  },
};

/** The partner moved on: back in the queue. */
export const PartnerLeft: Story = { parameters: { store: { phase: 'matching', lastEnd: 'partnerLeft' } } };

/** Matched: the popup, Next disabled for its countdown, Stop. */
export const Matched: Story = {
  parameters: {
    store: {
      phase: 'matched',
      match: sampleMatch(),
      matchedAt: NOW,
      nextEnabledAt: NOW + MATCH_LIMITS.nextButtonCountdownMs,
      autoNextAt: NOW + MATCH_LIMITS.autoNextMs,
      quota: sampleQuota,
      quote: sampleQuote,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next' })).toBeDisabled();
    // Report and block, one tap away (issue 18).
    await expect(within(canvasElement).getByRole('button', { name: 'Report' })).toBeEnabled();
  },
};

/** Face to Face: ten seconds to decide. */
export const FaceToFace: Story = {
  parameters: {
    store: {
      phase: 'matched',
      mode: 'faceToFace',
      match: sampleMatch({
        mode: 'faceToFace',
        charged: MATCH_LIMITS.faceToFaceCoins,
        decideBy: NOW + MATCH_LIMITS.faceToFaceDecideMs,
      }),
      matchedAt: NOW,
      nextEnabledAt: NOW,
    },
  },
};

/** Going on into a call refused: the partner takes video only from friends (the words of a call from the wall). */
export const CallRefusedFriendsOnly: Story = {
  parameters: {
    store: {
      ...Matched.parameters!.store,
      failure: BUSINESS_CODES.videoFriendsOnly,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'This user accepts video calls only from friends.',
    );
  },
};

/** "Match limit used up": the countdown to the free matches. */
export const MatchLimitUsedUp: Story = {
  parameters: {
    store: {
      phase: 'limited',
      limit: { code: BUSINESS_CODES.matchLimitUsedUp, resetsAt: NOW + 25 * 60_000 },
    },
  },
};

/** "Daily meet chance used up". */
export const DailyUsedUp: Story = {
  parameters: { store: { phase: 'limited', limit: { code: BUSINESS_CODES.dailyMeetChanceUsedUp } } },
};

/** On a phone. */
export const Phone: Story = { ...Matched, globals: { viewport: { value: 'narrow' } } };

/** The match became a call: the video goes on, with a way to hang up. */
export const InCall: Story = {
  parameters: { store: { phase: 'inCall', callRoom: sampleMatch().roomNum } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Hang up' })).toBeEnabled();
  },
};

/** Face to Face picked: its price and its 10-second rule show before Start. */
export const FaceToFaceChosen: Story = { parameters: { store: { mode: 'faceToFace' } } };

/** The partner asks to go on into a call they pay for. */
export const InvitedToCall: Story = {
  parameters: {
    store: {
      phase: 'matched',
      match: sampleMatch(),
      matchedAt: NOW,
      quote: sampleQuote,
      invite: { from: 'theirs', pricePerMinute: sampleQuote.pricePerMinute },
    },
  },
};
