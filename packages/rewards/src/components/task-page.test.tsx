import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRewards } from '../../test/render.tsx';
import { checkInOpened } from '../slice.ts';
import { MISSIONS } from '../testing/fixtures.ts';
import { TaskPage } from './task-page.tsx';

describe('TaskPage', () => {
  it('opens the check-in from its button and shows the task box', async () => {
    const { store, user } = await renderWithRewards(<TaskPage />, {
      rewards: { missions: { status: 'ready', list: MISSIONS, claiming: undefined, failed: false } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Daily tasks' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Daily check-in' }));
    expect(store.actions.filter(checkInOpened.match)).toHaveLength(1);
  });
});
