import { PLACEMENT_CONFIG } from '@aura/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRewards } from '../../test/render.tsx';
import { locationsOpened } from '../slice.ts';
import { activityBox } from '../testing/fixtures.ts';
import { LocationEntries } from './location-entries.tsx';

const tonight = activityBox({
  content: 'Double coins on calls tonight',
  targetUrl: '/wall',
  bizData: { activityId: 'tonight' },
});
const [first, second] = PLACEMENT_CONFIG.matching.locations;
const [cards] = PLACEMENT_CONFIG.cards.locations;
const outside = activityBox({
  content: 'Our blog',
  targetUrl: 'https://blog.aura.invalid/',
  bizData: { activityId: 'blog' },
});

describe('LocationEntries', () => {
  it("shows its places' entries in their order as links, the app's through the shell", async () => {
    const onOpen = vi.fn();
    const { store, user } = await renderWithRewards(
      <LocationEntries locationIds={[first, second]} label="Announcements" onOpen={onOpen} />,
      {
        rewards: {
          locations: {
            status: 'ready',
            byId: { [second]: [outside], [first]: [tonight], [cards]: [activityBox()] },
          },
        },
      },
    );
    expect(store.actions.filter(locationsOpened.match)).toHaveLength(0);
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Double coins on calls tonight', 'Our blog']);
    expect(screen.getByRole('link', { name: 'Our blog' })).toHaveAttribute(
      'href',
      'https://blog.aura.invalid/',
    );
    await user.click(screen.getByRole('link', { name: 'Double coins on calls tonight' }));
    expect(onOpen).toHaveBeenCalledWith('/wall');
  });

  it('loads them when not loaded yet, and shows nothing for a place without any', async () => {
    const { store } = await renderWithRewards(
      <LocationEntries
        locationIds={PLACEMENT_CONFIG.search.locations}
        label="Announcements"
        onOpen={() => {}}
      />,
    );
    expect(store.actions.filter(locationsOpened.match)).toHaveLength(1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
