import { BUSINESS_CODES, MATCH_LIMITS } from '@aura/contracts';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMatching } from '../../test/render.tsx';
import { callPressed, nextPressed, startPressed, stopPressed } from '../slice.ts';
import { sampleMatch, sampleQuota } from '../testing/fixtures.ts';
import { MatchPage } from './match-page.tsx';

const NOW = Date.parse('2026-11-21T12:00:00Z');

describe('MatchPage', () => {
  it('starts in the chosen mode', async () => {
    const { user, store } = renderWithMatching(<MatchPage />);
    expect(screen.getByText('Press Start to meet someone new.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Face to Face' }));
    expect(store.actions).toContainEqual(startPressed({ mode: 'faceToFace' }));
  });

  it('while matching shows the search and Stop', async () => {
    const { user, store } = renderWithMatching(<MatchPage />, { phase: 'matching', quota: sampleQuota });
    expect(screen.getByText('Looking for someone…', { selector: 'p' })).toBeVisible();
    expect(screen.getByText(`Free matches left: ${sampleQuota.freeLeft}`, { exact: false })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(store.actions).toContainEqual(stopPressed());
  });

  it('keeps Next disabled for the next-button countdown after a match, then enables it', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const { store } = renderWithMatching(
        <MatchPage video={<div role="img" aria-label="Video of Noor" />} />,
        {
          phase: 'matched',
          match: sampleMatch(),
          matchedAt: NOW,
          nextEnabledAt: NOW + MATCH_LIMITS.nextButtonCountdownMs,
          autoNextAt: NOW + MATCH_LIMITS.autoNextMs,
        },
      );
      expect(screen.getByLabelText('Video of Noor')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
      expect(screen.getByRole('timer', { name: 'Next available in' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(MATCH_LIMITS.nextButtonCountdownMs));
      const next = screen.getByRole('button', { name: 'Next' });
      expect(next).toBeEnabled();
      next.click();
      expect(store.actions).toContainEqual(nextPressed());
      screen.getByRole('button', { name: 'Call' }).click();
      expect(store.actions).toContainEqual(callPressed());
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    [BUSINESS_CODES.videoFriendsOnly, 'This user accepts video calls only from friends.'],
    [BUSINESS_CODES.insufficientCoins, "You don't have enough coins."],
  ])('says why going on into a call was refused (code %i), with the match still on screen', (code, words) => {
    renderWithMatching(<MatchPage />, { phase: 'matched', match: sampleMatch(), failure: code });
    expect(screen.getByRole('alert')).toHaveTextContent(words);
    expect(screen.getByRole('button', { name: 'Call' })).toBeEnabled();
  });

  it('says "Match limit used up" with the countdown to free matches, and starts again when it ends', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const resetsAt = NOW + 90_000 - 1;
      const { store } = renderWithMatching(<MatchPage />, {
        phase: 'limited',
        limit: { code: BUSINESS_CODES.matchLimitUsedUp, resetsAt },
      });
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Match limit used up (continue after countdown or recharge/VIP).',
      );
      expect(screen.getByRole('timer', { name: 'Free matches again in' })).toHaveTextContent('01:30');
      await act(() => vi.advanceTimersByTimeAsync(resetsAt - NOW));
      expect(store.actions).toContainEqual(startPressed());
    } finally {
      vi.useRealTimers();
    }
  });

  it('says "Daily meet chance used up" in the user’s language', async () => {
    renderWithMatching(<MatchPage />, {
      phase: 'limited',
      limit: { code: BUSINESS_CODES.dailyMeetChanceUsedUp },
      locale: 'nl',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Je dagelijkse ontmoetingen zijn op; kom morgen terug.',
    );
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });
});
