import type { MissionView } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button } from '@aura/ui-kit';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectMissions } from '../selectors.ts';
import { claimPressed, missionsOpened } from '../slice.ts';
import './rewards.css';

/**
 * The task box (spec §2): today's tasks (they start again at 0:00 UTC) and the missions, each with its progress,
 * its coins and backpack gifts, and Claim once completed; a claim pays once, through the ledger and the backpack.
 */
export function TaskBox() {
  const { t } = useTranslation('wheel');
  const dispatch = useDispatch();
  const { status, list, claiming, failed } = useSelector(selectMissions);
  useEffect(() => {
    dispatch(missionsOpened());
  }, [dispatch]);
  if (status === 'failed')
    return (
      <p role="alert">
        {t('rewards.loadFailed')}{' '}
        <Button variant="secondary" size="sm" onClick={() => dispatch(missionsOpened())}>
          {t('rewards.retry')}
        </Button>
      </p>
    );
  const daily = list.filter((mission) => mission.kind === 'daily');
  const once = list.filter((mission) => mission.kind === 'once');
  const group = (title: string, missions: MissionView[], note?: string) => (
    <section className="aura-rewards-group" aria-label={title}>
      <h3 className="aura-rewards-heading">{title}</h3>
      {note && <p className="aura-rewards-note">{note}</p>}
      <ul className="aura-rewards-missions">
        {missions.map((mission) => (
          <li
            key={mission.id}
            className="aura-rewards-mission"
            aria-label={t(`rewards.events.${mission.event}`, { count: mission.target })}
          >
            <span className="aura-rewards-mission-name">
              {t(`rewards.events.${mission.event}`, { count: mission.target })}
            </span>
            <span className="aura-rewards-progress">
              {t('rewards.progress', { progress: mission.progress, target: mission.target })}
            </span>
            <span className="aura-rewards-reward">
              {mission.coins > 0 && <strong>{t('rewards.coins', { coins: mission.coins })}</strong>}
              {mission.gifts.map(({ giftId, icon, name, count }) => (
                <strong key={giftId}>
                  <span aria-hidden="true">{icon}</span> {t('rewards.gift', { count, name })}
                </strong>
              ))}
            </span>
            {mission.claimed ? (
              <span className="aura-rewards-check">{t('rewards.claimed')}</span>
            ) : (
              <Button
                size="sm"
                disabled={!mission.completed || (claiming !== undefined && claiming !== mission.id)}
                loading={claiming === mission.id}
                onClick={() => dispatch(claimPressed(mission.id))}
              >
                {t('rewards.claim')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <div className="aura-rewards-task-box" aria-busy={status === 'loading' || undefined}>
      {failed && <p role="alert">{t('checkIn.serverTimeout')}</p>}
      {status === 'ready' && list.length === 0 && <p>{t('rewards.missionsEmpty')}</p>}
      {daily.length > 0 && group(t('rewards.tasks'), daily, t('rewards.tasksReset'))}
      {once.length > 0 && group(t('rewards.missions'), once)}
    </div>
  );
}
