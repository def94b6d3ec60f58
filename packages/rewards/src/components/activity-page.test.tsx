import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRewards } from '../../test/render.tsx';
import { activitiesOpened } from '../slice.ts';
import { activityBox } from '../testing/fixtures.ts';
import { ActivityPage } from './activity-page.tsx';

describe('ActivityPage', () => {
  it('asks for the activity boxes and follows an app link through the shell', async () => {
    const onOpen = vi.fn();
    const { store, user } = await renderWithRewards(<ActivityPage onOpen={onOpen} />, {
      rewards: { activities: { status: 'ready', boxes: [activityBox()] } },
    });
    expect(store.actions.filter(activitiesOpened.match)).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'Daily tasks' }));
    expect(onOpen).toHaveBeenCalledWith('/task');
  });

  it('says when there are none', async () => {
    await renderWithRewards(<ActivityPage onOpen={() => {}} />, {
      rewards: { activities: { status: 'ready', boxes: [] } },
    });
    expect(screen.getByText('No activities right now.')).toBeVisible();
  });
});
