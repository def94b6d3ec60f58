import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProfile } from '../../test/render.tsx';
import { initialState, likeArrivedClosed } from '../slice.ts';
import { LikeTip } from './like-tip.tsx';

const card = (mutual: boolean) => ({
  ...initialState.card,
  arrived: { userId: '100009', nickname: 'Kai', mutual },
});

describe('LikeTip', () => {
  it('tells of a like over any page and leads to the Likes list', async () => {
    const onOpen = vi.fn();
    const { user, store } = renderWithProfile(<LikeTip onOpen={onOpen} />, { state: { card: card(false) } });
    expect(await screen.findByRole('complementary', { name: 'A like' })).toHaveTextContent('Kai liked you.');
    await user.click(screen.getByRole('button', { name: 'See' }));
    expect(onOpen).toHaveBeenCalledWith('/card');
    expect(store.actions.filter(likeArrivedClosed.match)).toHaveLength(1);
  });

  it('says a like back made friends and leads to the chat', async () => {
    const onOpen = vi.fn();
    const { user } = renderWithProfile(<LikeTip onOpen={onOpen} />, { state: { card: card(true) } });
    expect(await screen.findByText('Kai liked you back: you are friends now.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send a message' }));
    expect(onOpen).toHaveBeenCalledWith('/message/IMMessageSession/100009');
  });
});
