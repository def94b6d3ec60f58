import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithShop } from '../../test/render.tsx';
import { NOW, PACKS } from '../testing/fixtures.ts';
import { PackCard } from './pack-card.tsx';

describe('PackCard', () => {
  it('shows the coins, the bubble’s extra and the price, and buys that pack', async () => {
    const onBuy = vi.fn();
    const { user } = await renderWithShop(<PackCard pack={PACKS[1]!} onBuy={onBuy} />);
    const card = screen.getByRole('article', { name: '500 coins' });
    expect(card).toHaveTextContent('+10% extra');
    expect(card).toHaveTextContent('+50 bonus');
    await user.click(screen.getByRole('button', { name: 'Buy for €8.49' }));
    expect(onBuy).toHaveBeenCalledWith('coins-500');
  });

  it('shows a discount with the price before it and the time left', async () => {
    await renderWithShop(<PackCard pack={PACKS[2]!} onBuy={() => {}} now={() => NOW} />);
    const card = screen.getByRole('article', { name: '1200 coins' });
    expect(card).toHaveTextContent('30% off');
    expect(card).toHaveTextContent('€18.99');
    expect(card).toHaveTextContent('Limited-time offer');
    expect(screen.getByRole('timer')).toHaveTextContent('02:00:00');
    expect(screen.getByRole('button', { name: 'Buy for €13.29' })).toBeEnabled();
  });

  it('waits while its checkout opens', async () => {
    await renderWithShop(<PackCard pack={PACKS[0]!} onBuy={() => {}} busy />);
    expect(screen.getByRole('button', { name: 'Authorizing your payment…' })).toBeDisabled();
  });
});
