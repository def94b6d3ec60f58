import { BUSINESS_CODES, MATCH_LIMITS } from '@aura/contracts';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMatching } from '../../test/render.tsx';
import {
  callConfirmed,
  callPressed,
  inviteAccepted,
  inviteDeclined,
  modeChosen,
  nextPressed,
  startAsked,
  startConfirmDismissed,
  startPressed,
  stopPressed,
} from '../slice.ts';
import { reportOpened } from '../report-slice.ts';
import { sampleMatch, sampleQuota, sampleQuote } from '../testing/fixtures.ts';
import { SAMPLE_COINS } from '../testing/match-store.tsx';
import { MatchPage } from './match-page.tsx';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const FACE_TO_FACE_RULE = `Face to Face costs ${MATCH_LIMITS.faceToFaceCoins} coins a match. You both have 10 seconds`;

describe('MatchPage', () => {
  it('Start asks the saga, which reads the allowance before anything is searched', async () => {
    const { user, store } = renderWithMatching(<MatchPage />, { quota: sampleQuota });
    expect(screen.getByText('Press Start to meet someone new.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(store.actions).toContainEqual(startAsked());
    expect(store.actions.some(startPressed.match)).toBe(false);
  });

  it('names the free matches left and the price after them; a VIP, unlimited matching instead', () => {
    const { unmount } = renderWithMatching(<MatchPage />, { quota: sampleQuota });
    expect(screen.getByText('Free matches left: 3 · Then 20 coins a match')).toBeVisible();
    unmount();
    renderWithMatching(<MatchPage />, { quota: { ...sampleQuota, freeLeft: 0, vip: true } });
    expect(screen.getByText('VIP · Unlimited matching')).toBeVisible();
    expect(screen.queryByText(/Free matches left|coins a match/)).toBeNull();
  });

  it('picks Face to Face without searching, and names its price and 10-second rule', async () => {
    const { user, store } = renderWithMatching(<MatchPage />);
    await user.click(screen.getByRole('button', { name: 'Face to Face' }));
    expect(store.actions).toContainEqual(modeChosen('faceToFace'));
    expect(store.actions.some((action) => startPressed.match(action) || startAsked.match(action))).toBe(
      false,
    );
    expect(screen.getByText(FACE_TO_FACE_RULE, { exact: false })).toBeVisible();
  });

  it('asks before Face to Face searches, with its price and rule', async () => {
    const { user, store } = renderWithMatching(<MatchPage />, {
      mode: 'faceToFace',
      startConfirm: { price: MATCH_LIMITS.faceToFaceCoins },
    });
    const asked = await screen.findByRole('dialog', { name: 'Face to Face' });
    expect(asked).toHaveAccessibleDescription(expect.stringContaining(FACE_TO_FACE_RULE));
    await user.click(
      within(asked).getByRole('button', { name: `Start · ${MATCH_LIMITS.faceToFaceCoins} coins` }),
    );
    expect(store.actions).toContainEqual(startPressed());
  });

  it('asks before a paid random match once the free ones are used up; Cancel starts nothing', async () => {
    const used = { ...sampleQuota, freeLeft: 0 };
    const { user, store } = renderWithMatching(<MatchPage />, {
      quota: used,
      startConfirm: { price: used.price },
    });
    const asked = await screen.findByRole('dialog', { name: 'Free matches used up' });
    expect(within(asked).getByRole('button', { name: `Start · ${used.price} coins` })).toBeVisible();
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    expect(store.actions).toContainEqual(startConfirmDismissed());
    expect(store.actions.some(startPressed.match)).toBe(false);
  });

  it('names the price on Next when the next match is paid', () => {
    renderWithMatching(<MatchPage />, {
      phase: 'matched',
      match: sampleMatch(),
      quota: { ...sampleQuota, freeLeft: 0 },
    });
    expect(screen.getByRole('button', { name: `Next · ${sampleQuota.price} coins` })).toBeInTheDocument();
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
          quote: sampleQuote,
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
      screen.getByRole('button', { name: `Call · ${sampleQuote.pricePerMinute} coins/min` }).click();
      expect(store.actions).toContainEqual(callPressed());
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    [BUSINESS_CODES.videoFriendsOnly, 'This user accepts video calls only from friends.'],
    [BUSINESS_CODES.insufficientCoins, "You don't have enough coins."],
  ])('says why going on into a call was refused (code %i), with the match still on screen', (code, words) => {
    renderWithMatching(<MatchPage />, {
      phase: 'matched',
      match: sampleMatch(),
      failure: code,
      quote: sampleQuote,
    });
    expect(screen.getByRole('alert')).toHaveTextContent(words);
    expect(screen.getByRole('button', { name: /^Call · / })).toBeEnabled();
  });

  it('confirms the price of a call with the match, with the coins there are, before the partner is asked', async () => {
    const { user, store } = renderWithMatching(<MatchPage />, {
      phase: 'matched',
      match: sampleMatch(),
      quote: sampleQuote,
      confirmingCall: true,
    });
    const asked = await screen.findByRole('dialog', { name: 'Call Noor?' });
    expect(asked).toHaveAccessibleDescription(
      `${sampleQuote.pricePerMinute} coins per minute from the moment Noor accepts. A call under a minute is billed as one minute.`,
    );
    expect(asked).toHaveTextContent(`You have ${SAMPLE_COINS} coins.`);
    await user.click(within(asked).getByRole('button', { name: 'Ask Noor' }));
    expect(store.actions).toContainEqual(callConfirmed());
  });

  it('waits for the partner’s answer with a way to take the invitation back', async () => {
    const { user, store } = renderWithMatching(<MatchPage />, {
      phase: 'matched',
      match: sampleMatch(),
      quote: sampleQuote,
      invite: { from: 'mine', pricePerMinute: sampleQuote.pricePerMinute },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for Noor to accept');
    expect(screen.queryByRole('button', { name: /^Call/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel invitation' }));
    expect(store.actions).toContainEqual(inviteDeclined());
  });

  it('asks this side when the partner invites, saying who pays', async () => {
    const { user, store } = renderWithMatching(<MatchPage />, {
      phase: 'matched',
      match: sampleMatch(),
      invite: { from: 'theirs', pricePerMinute: 80 },
    });
    const asked = screen.getByRole('alertdialog', { name: 'Go on into a call?' });
    expect(asked).toHaveTextContent('Noor asks to go on into a video call with you. Noor pays for the call.');
    await user.click(within(asked).getByRole('button', { name: 'Accept' }));
    expect(store.actions).toContainEqual(inviteAccepted());
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
      // Or recharge (or VIP: issue 12), and come back here.
      expect(screen.getByRole('link', { name: 'Recharge' })).toHaveAttribute(
        'href',
        '/shop?returnTo=%2Fmatching',
      );
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

  it('offers Report while matched; it opens the report dialog about this match and partner', async () => {
    const match = sampleMatch();
    const { user, store } = renderWithMatching(<MatchPage now={() => NOW} />, {
      phase: 'matched',
      match,
      matchedAt: NOW,
      nextEnabledAt: NOW + MATCH_LIMITS.nextButtonCountdownMs,
    });
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(store.actions).toContainEqual(
      reportOpened({ subject: 'match', id: match.matchId, name: match.partner.userName }),
    );
    expect(
      await screen.findByRole('dialog', { name: `Report ${match.partner.userName}` }),
    ).toBeInTheDocument();
  });
});
