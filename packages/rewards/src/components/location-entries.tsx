import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectLocations } from '../selectors.ts';
import { locationsOpened } from '../slice.ts';
import { EntryLink } from './entry-link.tsx';

/**
 * The operator's entries at one place of the app (spec §7 `locationEntrysMap`; docs/rewards.md): those of its
 * location ids (spec §9: a placement's, as `PLACEMENT_CONFIG.matching.locations`), in their order, as links to
 * what they announce; nothing at all while there are none.
 */
export function LocationEntries({
  locationIds,
  label,
  onOpen,
}: {
  locationIds: readonly number[];
  /** Names the entries' list for assistive technology ("Announcements"). */
  label: string;
  onOpen: (targetUrl: string) => void;
}) {
  const dispatch = useDispatch();
  const { status, byId } = useSelector(selectLocations);
  useEffect(() => {
    if (status === 'idle') dispatch(locationsOpened());
  }, [status, dispatch]);
  const entries = locationIds.flatMap((id) => byId[String(id)] ?? []);
  if (entries.length === 0) return null;
  return (
    <nav className="aura-rewards-entries" aria-label={label}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.bizData.activityId}>
            <EntryLink entry={entry} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
