import { ALL_COUNTRIES_GROUP, COUNTRIES } from '@aura/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithHosts } from '../../test/render.tsx';
import {
  groupSelected,
  hostsSlice,
  moreRequested,
  refreshRequested,
  wallOpened,
  type WallState,
} from '../slice.ts';
import { sampleGroups, sampleHosts } from '../testing/fixtures.ts';
import { WallPage } from './wall-page.tsx';

const shownWall = (wall: Partial<WallState> = {}): WallState => ({
  ...hostsSlice.getInitialState().wall,
  status: 'ready',
  hosts: sampleHosts.slice(0, 4),
  page: 1,
  pageSize: 4,
  total: sampleHosts.length,
  ...wall,
});

const ready = { status: 'ready' as const, items: sampleGroups };

describe('WallPage', () => {
  it('asks for the wall when shown, and shows its placeholders meanwhile', () => {
    const { store } = renderWithHosts(<WallPage />, { auth: { status: 'loggedIn' } });
    expect(store.actions.map((action) => action.type)).toContain(wallOpened.type);
    expect(screen.getByRole('heading', { level: 1, name: 'Wall' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading hosts…');
  });

  it('shows the country groups as tabs, the selected one’s hosts as its panel', async () => {
    const { store, user } = renderWithHosts(<WallPage />, {
      hosts: { groups: ready, wall: shownWall() },
      auth: { status: 'loggedIn' },
    });
    const tabs = within(screen.getByRole('tablist', { name: 'Countries' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'All4 online',
      expect.stringMatching(/^(Turkey|Türkiye)2 online$/),
      'Netherlands1 online',
      'United Kingdom1 online',
      'India0 online',
      'Belgium0 online',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    // The page's outline: h1, then each host's name.
    expect(screen.getByRole('heading', { level: 2, name: 'Ayla' })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(within(within(panel).getByRole('list', { name: 'Hosts' })).getAllByRole('listitem')).toHaveLength(
      4,
    );

    await user.click(screen.getByRole('tab', { name: /Netherlands/ }));
    expect(store.actions.filter(groupSelected.match)).toEqual([groupSelected({ countryId: COUNTRIES.NL })]);
    expect(screen.getByRole('tab', { name: /Netherlands/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('offers the next page, and says how many of the group are shown', async () => {
    const { store, user } = renderWithHosts(<WallPage />, { hosts: { groups: ready, wall: shownWall() } });
    expect(screen.getByText('4 of 7 hosts')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more hosts' }));
    expect(store.actions.filter(moreRequested.match)).toHaveLength(1);
  });

  it('offers no next page once the group is shown whole', () => {
    renderWithHosts(<WallPage />, {
      hosts: {
        groups: ready,
        wall: shownWall({ hosts: sampleHosts, pageSize: 24, total: sampleHosts.length }),
      },
    });
    expect(screen.getByText('7 of 7 hosts')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more hosts' })).not.toBeInTheDocument();
  });

  it('says so when the next page fails, and tries again', async () => {
    const { store, user } = renderWithHosts(<WallPage />, {
      hosts: { groups: ready, wall: shownWall({ more: 'failed' }) },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('More hosts could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(store.actions.filter(moreRequested.match)).toHaveLength(1);
  });

  it('refreshes on request', async () => {
    const { store, user } = renderWithHosts(<WallPage />, { hosts: { groups: ready, wall: shownWall() } });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(store.actions.filter(refreshRequested.match)).toHaveLength(1);
  });

  it('suggests all countries when a country has nobody', async () => {
    const { store, user } = renderWithHosts(<WallPage />, {
      hosts: { groups: ready, wall: shownWall({ countryId: COUNTRIES.IN, hosts: [], total: 0 }) },
    });
    expect(screen.getByRole('heading', { name: 'No hosts here right now' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'All' }));
    expect(store.actions.filter(groupSelected.match)).toEqual([
      groupSelected({ countryId: ALL_COUNTRIES_GROUP }),
    ]);
  });

  it('shows the wall without tabs when the groups could not be loaded', () => {
    renderWithHosts(<WallPage />, { hosts: { groups: { status: 'failed', items: [] }, wall: shownWall() } });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Hosts' })).toBeInTheDocument();
  });

  it('says the hosts are online now only when some are', () => {
    const { unmount } = renderWithHosts(<WallPage />, { hosts: { wall: shownWall() } });
    expect(screen.getByText('The hosts who are online now, ready for a call.')).toBeInTheDocument();
    unmount();
    renderWithHosts(<WallPage />, { hosts: { wall: shownWall({ hosts: sampleHosts.slice(4) }) } });
    expect(screen.getByText('Nobody is online right now: look again in a little while.')).toBeInTheDocument();
    expect(screen.queryByText(/online now/)).not.toBeInTheDocument();
  });
});
