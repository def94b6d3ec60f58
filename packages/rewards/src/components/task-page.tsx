import { useTranslation } from '@aura/i18n-catalog';
import { Button } from '@aura/ui-kit';
import { useDispatch } from 'react-redux';
import { checkInOpened } from '../slice.ts';
import { TaskBox } from './task-box.tsx';
import './rewards.css';

/** The task page (spec §2 `task`): the daily check-in's button and the task box. */
export function TaskPage() {
  const { t } = useTranslation('wheel');
  const dispatch = useDispatch();
  return (
    <main className="aura-rewards-page">
      <h1>{t('rewards.title')}</h1>
      <Button variant="secondary" onClick={() => dispatch(checkInOpened(undefined))}>
        {t('rewards.checkIn')}
      </Button>
      <TaskBox />
    </main>
  );
}
