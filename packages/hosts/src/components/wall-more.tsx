import { useTranslation } from '@aura/i18n-catalog';
import { Button } from '@aura/ui-kit';
import { useDispatch, useSelector } from 'react-redux';
import { selectHasMoreHosts, selectWall } from '../selectors.ts';
import { moreRequested } from '../slice.ts';

/** Under the wall: how many hosts of the group are shown, and the button for the next page. */
export function WallMore() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const wall = useSelector(selectWall);
  const hasMore = useSelector(selectHasMoreHosts);
  if (wall.status !== 'ready' || wall.hosts.length === 0) return null;
  const total = Math.max(wall.total, wall.hosts.length);
  return (
    <div className="aura-wall-more">
      <p className="aura-wall-more-count">
        {t('hosts.wall.shown', { shown: wall.hosts.length, total, count: total })}
      </p>
      {wall.more === 'failed' && (
        <p className="aura-wall-more-failed" role="alert">
          {t('hosts.wall.moreFailed')}
        </p>
      )}
      {hasMore && (
        <Button
          variant="secondary"
          loading={wall.more === 'loading'}
          onClick={() => dispatch(moreRequested())}
        >
          {wall.more === 'failed' ? t('hosts.wall.retry') : t('hosts.wall.more')}
        </Button>
      )}
      <p className="aura-visually-hidden" role="status">
        {wall.more === 'loading' ? t('hosts.wall.loadingMore') : ''}
      </p>
    </div>
  );
}
