import { useTranslation } from '@aura/i18n-catalog';
import { Button } from '@aura/ui-kit';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectActivities } from '../selectors.ts';
import { activitiesOpened } from '../slice.ts';
import { EntryLink } from './entry-link.tsx';
import './rewards.css';

/**
 * The activity page (spec §2 `activity`): the activity boxes the operator configured (spec §3: web, match, livcam,
 * task), each a link to where it leads. `onOpen` follows a link of the app (the shell's router).
 */
export function ActivityPage({ onOpen }: { onOpen: (targetUrl: string) => void }) {
  const { t } = useTranslation('wheel');
  const dispatch = useDispatch();
  const { status, boxes } = useSelector(selectActivities);
  useEffect(() => {
    dispatch(activitiesOpened());
  }, [dispatch]);
  return (
    <main className="aura-rewards-page" aria-busy={status === 'loading' || undefined}>
      <h1>{t('rewards.activities')}</h1>
      {status === 'failed' && (
        <p role="alert">
          {t('rewards.loadFailed')}{' '}
          <Button variant="secondary" size="sm" onClick={() => dispatch(activitiesOpened())}>
            {t('rewards.retry')}
          </Button>
        </p>
      )}
      {status === 'ready' && boxes.length === 0 && <p>{t('rewards.noActivities')}</p>}
      <ul className="aura-rewards-activities">
        {boxes.map((box) => (
          <li key={box.bizData.activityId}>
            <EntryLink entry={box} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </main>
  );
}
