import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithGifts } from '../../test/render.tsx';
import {
  backpackPagePressed,
  giftChosen,
  giftSendPressed,
  giftTabChosen,
  type GiftsState,
} from '../slice.ts';
import { CATALOGUE, HEART, SENT } from '../testing/fixtures.ts';
import { GiftPanel } from './gift-panel.tsx';

const open = (panel: Partial<GiftsState['panel']> = {}, extra: Partial<GiftsState> = {}) => ({
  coins: 120,
  gifts: {
    catalogue: { status: 'ready' as const, value: CATALOGUE },
    backpack: { status: 'ready' as const, items: [{ gift: HEART, count: 2 }] },
    panel: {
      open: true,
      target: { userId: '12', name: 'Ada', context: 'call' as const },
      tab: 'gifts' as const,
      giftId: undefined,
      sending: false,
      error: undefined,
      sent: undefined,
      ...panel,
    },
    ...extra,
  },
});

describe('GiftPanel', () => {
  it('shows the catalogue’s gifts with their prices, and the chosen one’s price on Send', async () => {
    const { store, user } = await renderWithGifts(<GiftPanel />, open());
    expect(screen.getByRole('dialog', { name: 'Send a gift to Ada' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Choose a gift/ })).toBeDisabled();
    expect(screen.getByText('Your coins: 120')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Heart/ }));
    expect(store.actions.filter(giftChosen.match).map((action) => action.payload)).toEqual(['heart']);
    await user.click(screen.getByRole('button', { name: 'Send Heart for 50 coins' }));
    expect(store.actions.filter(giftSendPressed.match)).toHaveLength(1);
  });

  it('sends a backpack gift free from its tab', async () => {
    const { store, user } = await renderWithGifts(<GiftPanel />, open({ tab: 'backpack', giftId: 'heart' }));
    expect(screen.getByRole('button', { name: /Heart.*×2/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Send Heart from your backpack, free' })).toBeEnabled();
    await user.click(screen.getByRole('tab', { name: 'Gifts' }));
    expect(store.actions.filter(giftTabChosen.match).map((action) => action.payload)).toContain('gifts');
  });

  it('opens the backpack page from its tab when the server offers the page', async () => {
    const { store, user } = await renderWithGifts(<GiftPanel />, open({ tab: 'backpack' }));
    await user.click(screen.getByRole('button', { name: 'Open your backpack' }));
    expect(store.actions.filter(backpackPagePressed.match)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says too few coins in the spec’s words with Recharge, and "gift send failed"', async () => {
    const { unmount } = await renderWithGifts(
      <GiftPanel />,
      open({ giftId: 'crown', error: 'insufficientCoins' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent("You don't have enough coins to send this gift.");
    expect(screen.getByRole('link', { name: 'Recharge' })).toBeVisible();
    unmount();
    await renderWithGifts(<GiftPanel />, open({ giftId: 'rose', error: 'failed' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The gift could not be sent. Please try again.');
  });

  it('says what was sent', async () => {
    await renderWithGifts(<GiftPanel />, open({ giftId: 'rose', sent: SENT }));
    expect(screen.getByRole('status')).toHaveTextContent('Rose sent to Ada');
  });
});
