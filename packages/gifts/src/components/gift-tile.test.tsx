import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithGifts } from '../../test/render.tsx';
import { HEART } from '../testing/fixtures.ts';
import { GiftTile } from './gift-tile.tsx';

describe('GiftTile', () => {
  it('shows the price, or how many the backpack holds, and chooses the gift', async () => {
    const onChoose = vi.fn();
    const { user, rerender } = await renderWithGifts(
      <GiftTile gift={HEART} chosen={false} onChoose={onChoose} />,
    );
    expect(screen.getByRole('button')).toHaveTextContent('50 coins');
    expect(screen.getByLabelText('2 stars')).toBeVisible();
    await user.click(screen.getByRole('button'));
    expect(onChoose).toHaveBeenCalledWith('heart');
    rerender(<GiftTile gift={HEART} chosen owned={4} onChoose={onChoose} />);
    expect(screen.getByRole('button')).toHaveTextContent('×4');
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
  });
});
