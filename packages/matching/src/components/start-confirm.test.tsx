import { MATCH_LIMITS } from '@aura/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMatching } from '../../test/render.tsx';
import { StartConfirm } from './start-confirm.tsx';

describe('StartConfirm', () => {
  it('names a paid random match’s price, and starts only on its button', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user } = renderWithMatching(
      <StartConfirm open mode="random" price={20} onConfirm={onConfirm} onCancel={onCancel} />,
    );
    const asked = await screen.findByRole('dialog', { name: 'Free matches used up' });
    expect(asked).toHaveAccessibleDescription(
      'Your free matches are used up. Each match now costs 20 coins.',
    );
    await user.click(within(asked).getByRole('button', { name: 'Start · 20 coins' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('names Face to Face’s price and its rule in Dutch', async () => {
    renderWithMatching(
      <StartConfirm
        open
        mode="faceToFace"
        price={MATCH_LIMITS.faceToFaceCoins}
        onConfirm={vi.fn()}
        onCancel={vi.fn()}
      />,
      { locale: 'nl' },
    );
    expect(await screen.findByRole('dialog', { name: 'Face to Face' })).toHaveAccessibleDescription(
      `Face to Face kost ${MATCH_LIMITS.faceToFaceCoins} munten per match. Jullie hebben allebei 10 seconden om verder te gaan in een gesprek; anders eindigt de match.`,
    );
  });
});
