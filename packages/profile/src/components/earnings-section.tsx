import type { HostEarnings } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button } from '@aura/ui-kit';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectEarnings } from '../selectors.ts';
import { earningsOpened } from '../slice.ts';
import { useText } from './use-message.ts';

export interface EarningsTablesProps {
  earnings: HostEarnings;
  /** The reader's language, for the dates. */
  locale?: string;
}

/** A day (`YYYY-MM-DD`, a UTC day) as the reader writes dates. */
function dayText(day: string, locale: string | undefined): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(locale, { timeZone: 'UTC', dateStyle: 'medium' });
}

/** A host's points per day and per call, as two tables; a line when she has earned nothing yet. */
export function EarningsTables({ earnings, locale }: EarningsTablesProps) {
  const { t } = useTranslation('profile');
  if (earnings.calls.length === 0 && earnings.days.length === 0)
    return <p className="aura-profile-muted">{t('earnings.none')}</p>;
  return (
    <>
      <table className="aura-profile-table">
        <caption>{t('earnings.byDay')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('earnings.day')}</th>
            <th scope="col">{t('earnings.calls')}</th>
            <th scope="col">{t('earnings.points')}</th>
          </tr>
        </thead>
        <tbody>
          {earnings.days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{dayText(day.day, locale)}</th>
              <td>{day.calls}</td>
              <td>{day.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="aura-profile-table">
        <caption>{t('earnings.byCall')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('earnings.started')}</th>
            <th scope="col">{t('earnings.minutes')}</th>
            <th scope="col">{t('earnings.points')}</th>
          </tr>
        </thead>
        <tbody>
          {earnings.calls.map((entry) => (
            <tr key={entry.callId}>
              <th scope="row">
                {new Date(entry.startedAt).toLocaleString(locale, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </th>
              <td>{entry.minutes}</td>
              <td>{entry.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/**
 * A host's earnings on her profile edit (issue 14, docs/ledger.md "Host earnings"): points per day and per call,
 * read from the ledger. Nothing for a user who is no host.
 */
export function EarningsSection() {
  const { t, i18n } = useTranslation('profile');
  const text = useText();
  const dispatch = useDispatch();
  const earnings = useSelector(selectEarnings);
  useEffect(() => {
    dispatch(earningsOpened());
  }, [dispatch]);
  if (earnings.status === 'failed' && !earnings.data)
    return (
      <section className="aura-profile-field" aria-labelledby="aura-profile-earnings-title">
        <h2 id="aura-profile-earnings-title">{t('earnings.title')}</h2>
        <p className="aura-profile-error">{text('base:errors.generic')}</p>
        <Button variant="secondary" onClick={() => dispatch(earningsOpened())}>
          {text('base:actions.retry')}
        </Button>
      </section>
    );
  if (!earnings.data?.host) return null;
  return (
    <section className="aura-profile-field" aria-labelledby="aura-profile-earnings-title">
      <h2 id="aura-profile-earnings-title">{t('earnings.title')}</h2>
      <p className="aura-profile-muted">{t('earnings.intro')}</p>
      <EarningsTables earnings={earnings.data} locale={i18n.language} />
    </section>
  );
}
