import { MATCH_LIMITS } from '@aura/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMatching } from '../../test/render.tsx';
import { sampleMatch, sampleQuote } from '../testing/fixtures.ts';
import { MatchedPopup } from './matched-popup.tsx';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const now = () => NOW;

describe('MatchedPopup', () => {
  it('names the partner and their country, and counts down to the next random match', () => {
    renderWithMatching(
      <MatchedPopup
        match={sampleMatch()}
        autoNextAt={NOW + MATCH_LIMITS.autoNextMs}
        onCall={() => {}}
        now={now}
      />,
    );
    const popup = screen.getByRole('dialog', { name: "It's a match!" });
    expect(popup).toHaveTextContent('You matched with Noor');
    expect(popup).toHaveTextContent('From Netherlands');
    expect(screen.getByRole('timer', { name: 'Next match in' })).toHaveTextContent(
      `00:0${MATCH_LIMITS.autoNextMs / 1000}`,
    );
    // No price yet, no press: the price comes first.
    expect(screen.getByRole('button', { name: 'Call' })).toBeDisabled();
  });

  // Regression: a partner from an unknown country was shown as "From Unknown Region".
  it('says nothing of a country the server does not know', () => {
    const match = sampleMatch();
    renderWithMatching(
      <MatchedPopup
        match={{ ...match, partner: { ...match.partner, countryCode: 'ZZ' } }}
        onCall={() => {}}
        now={now}
      />,
    );
    const popup = screen.getByRole('dialog', { name: "It's a match!" });
    expect(popup).toHaveTextContent('You matched with Noor');
    expect(popup).not.toHaveTextContent(/From|Unknown/);
  });

  it('shows the price per minute on the Call button before it is pressed', async () => {
    const onCall = vi.fn();
    const { user } = renderWithMatching(
      <MatchedPopup match={sampleMatch()} quote={sampleQuote} onCall={onCall} now={now} />,
    );
    await user.click(screen.getByRole('button', { name: `Call · ${sampleQuote.pricePerMinute} coins/min` }));
    expect(onCall).toHaveBeenCalledTimes(1);
  });

  it('Face to Face: the coins, the time to decide, and the way on into a call', async () => {
    const onCall = vi.fn();
    const match = sampleMatch({
      mode: 'faceToFace',
      charged: MATCH_LIMITS.faceToFaceCoins,
      decideBy: NOW + MATCH_LIMITS.faceToFaceDecideMs,
    });
    const { user } = renderWithMatching(
      <MatchedPopup match={match} quote={sampleQuote} onCall={onCall} now={now} />,
    );
    expect(
      screen.getByText(`${MATCH_LIMITS.faceToFaceCoins} coins per Face to Face`, { exact: false }),
    ).toBeVisible();
    expect(screen.getByRole('timer', { name: 'Time to decide' })).toHaveTextContent(
      `00:${MATCH_LIMITS.faceToFaceDecideMs / 1000}`,
    );
    expect(screen.queryByRole('timer', { name: 'Next match in' })).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: `Go on into a call · ${sampleQuote.pricePerMinute} coins/min` }),
    );
    expect(onCall).toHaveBeenCalledTimes(1);
  });

  it('offers Stay beside the auto-next count (issue 18); none without a count', async () => {
    const onStay = vi.fn();
    const { user, unmount } = renderWithMatching(
      <MatchedPopup
        match={sampleMatch()}
        autoNextAt={NOW + MATCH_LIMITS.autoNextMs}
        onCall={() => {}}
        onStay={onStay}
        now={now}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(onStay).toHaveBeenCalledTimes(1);
    unmount();
    renderWithMatching(<MatchedPopup match={sampleMatch()} onCall={() => {}} onStay={onStay} now={now} />);
    expect(screen.queryByRole('button', { name: 'Stay' })).toBeNull();
  });
});
