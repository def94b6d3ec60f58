import { MATCH_LIMITS } from '@aura/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMatching } from '../../test/render.tsx';
import { sampleMatch } from '../testing/fixtures.ts';
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
    expect(screen.getByRole('button', { name: 'Call' })).toBeEnabled();
  });

  it('Face to Face: the coins, the time to decide, and the way on into a call', async () => {
    const onCall = vi.fn();
    const match = sampleMatch({
      mode: 'faceToFace',
      charged: MATCH_LIMITS.faceToFaceCoins,
      decideBy: NOW + MATCH_LIMITS.faceToFaceDecideMs,
    });
    const { user } = renderWithMatching(<MatchedPopup match={match} onCall={onCall} now={now} />);
    expect(
      screen.getByText(`${MATCH_LIMITS.faceToFaceCoins} coins per Face to Face`, { exact: false }),
    ).toBeVisible();
    expect(screen.getByRole('timer', { name: 'Time to decide' })).toHaveTextContent(
      `00:${MATCH_LIMITS.faceToFaceDecideMs / 1000}`,
    );
    expect(screen.queryByRole('timer', { name: 'Next match in' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go on into a call' }));
    expect(onCall).toHaveBeenCalledTimes(1);
  });
});
