import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithGifts } from '../../test/render.tsx';
import { backpackFailed, backpackOpened } from '../slice.ts';
import { HEART, ROSE } from '../testing/fixtures.ts';
import { BackpackPage } from './backpack-page.tsx';

describe('BackpackPage', () => {
  it('asks for the backpack and lists the gifts owned with their counts', async () => {
    const items = [
      { gift: ROSE, count: 3 },
      { gift: HEART, count: 1 },
    ];
    const { store } = await renderWithGifts(<BackpackPage />, {
      gifts: { backpack: { status: 'ready', items } },
    });
    expect(store.actions.filter(backpackOpened.match)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Backpack' })).toBeVisible();
    const listed = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(listed).toEqual([expect.stringContaining('Rose'), expect.stringContaining('Heart')]);
    expect(listed[0]).toContain('×3');
  });

  it('says when it is empty, and offers a retry when it failed', async () => {
    const { unmount } = await renderWithGifts(<BackpackPage />, {
      gifts: { backpack: { status: 'ready', items: [] } },
    });
    expect(screen.getByText(/Your backpack is empty/)).toBeVisible();
    unmount();
    const { store, user } = await renderWithGifts(<BackpackPage />);
    act(() => void store.dispatch(backpackFailed()));
    expect(screen.getByRole('alert')).toHaveTextContent('Your backpack could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(store.actions.filter(backpackOpened.match)).toHaveLength(2);
  });
});
