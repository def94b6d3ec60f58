import { ALL_COUNTRIES_GROUP } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button } from '@aura/ui-kit';
import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectWall, selectWallGroups, someOnline } from '../selectors.ts';
import { groupSelected, refreshRequested, wallOpened } from '../slice.ts';
import { WallGrid } from './wall-grid.tsx';
import { WallGroupTabs } from './wall-group-tabs.tsx';
import { WallMore } from './wall-more.tsx';
import './wall-page.css';

export interface WallPageProps {
  /** Placeholders while the first hosts load. */
  skeletons?: number;
}

/**
 * The wall of hosts for signed-in users (spec §2 "wall"): the country groups as tabs, the selected group's hosts
 * page by page with live status, refresh, and the loading, empty and failed states. Mounting it loads what is
 * missing; the shell keeps it mounted when left, so it comes back as it was.
 */
export function WallPage({ skeletons }: WallPageProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const titleId = useId();
  const wall = useSelector(selectWall);
  const groups = useSelector(selectWallGroups);

  useEffect(() => {
    dispatch(wallOpened());
  }, [dispatch]);

  const grid = (
    <>
      <WallGrid
        hosts={wall.hosts}
        status={wall.status}
        label={t('hosts.wall.list')}
        // Under the page's h1: the hosts' names are the next level.
        headingLevel={2}
        skeletons={skeletons}
        onRetry={() => dispatch(refreshRequested())}
        emptyAction={
          wall.countryId !== ALL_COUNTRIES_GROUP && (
            <Button
              variant="secondary"
              onClick={() => dispatch(groupSelected({ countryId: ALL_COUNTRIES_GROUP }))}
            >
              {t('hosts.wall.allCountries')}
            </Button>
          )
        }
      />
      <WallMore />
    </>
  );

  return (
    <section className="aura-wall-page" aria-labelledby={titleId}>
      <div className="aura-wall-page-header">
        <div>
          <h1 id={titleId} tabIndex={-1}>
            {t('hosts.wall.title')}
          </h1>
          <p className="aura-wall-page-description">
            {t(
              wall.hosts.length === 0 || someOnline(wall.hosts)
                ? 'hosts.wall.description'
                : 'hosts.wall.descriptionNoneOnline',
            )}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          loading={wall.refreshing}
          disabled={wall.status === 'loading'}
          onClick={() => dispatch(refreshRequested())}
        >
          {t('hosts.wall.refresh')}
        </Button>
      </div>
      {groups.status === 'ready' && groups.items.length > 1 ? <WallGroupTabs>{grid}</WallGroupTabs> : grid}
    </section>
  );
}
