import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRewards } from '../../test/render.tsx';
import { claimPressed, missionsFailed, missionsOpened } from '../slice.ts';
import { MISSIONS } from '../testing/fixtures.ts';
import { TaskBox } from './task-box.tsx';

const ready = { status: 'ready' as const, list: MISSIONS, claiming: undefined, failed: false };

describe('TaskBox', () => {
  it("asks for the tasks, lists today's and the missions with progress and coins, and claims a completed one", async () => {
    const { store, user } = await renderWithRewards(<TaskBox />, { rewards: { missions: ready } });
    expect(store.actions.filter(missionsOpened.match)).toHaveLength(1);
    const daily = screen.getByRole('region', { name: 'Daily tasks' });
    expect(within(daily).getByText('Tasks reset every day at midnight UTC.')).toBeVisible();
    const call = within(daily).getByRole('listitem', { name: 'Make a call' });
    expect(call).toHaveTextContent('1/1');
    expect(call).toHaveTextContent('+20');
    expect(within(daily).getByRole('listitem', { name: 'Send 5 messages' })).toHaveTextContent('2/5');
    expect(
      within(within(daily).getByRole('listitem', { name: 'Send 5 messages' })).getByRole('button', {
        name: 'Claim',
      }),
    ).toBeDisabled();
    expect(within(daily).getByRole('listitem', { name: 'Get 3 matches' })).toHaveTextContent('Claimed');
    const missions = screen.getByRole('region', { name: 'Mission rewards' });
    const week = within(missions).getByRole('listitem', { name: 'Check in on 7 days' });
    expect(week).toHaveTextContent('1/7');
    expect(week).toHaveTextContent('+50');
    expect(week).toHaveTextContent('+2 Rose to your backpack');

    await user.click(within(call).getByRole('button', { name: 'Claim' }));
    expect(store.actions.filter(claimPressed.match).map((action) => action.payload)).toEqual(['daily-call']);
  });

  it('offers a retry when the list could not be read', async () => {
    const { store, user } = await renderWithRewards(<TaskBox />, {
      rewards: { missions: { ...ready, status: 'idle', list: [] } },
    });
    act(() => {
      store.dispatch(missionsFailed());
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(store.actions.filter(missionsOpened.match)).toHaveLength(2);
  });
});
