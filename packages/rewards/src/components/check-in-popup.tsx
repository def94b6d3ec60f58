import { useTranslation } from '@aura/i18n-catalog';
import { Button, Dialog } from '@aura/ui-kit';
import { useDispatch, useSelector } from 'react-redux';
import { selectCheckIn } from '../selectors.ts';
import { alreadyToday, checkInClosed, checkInPressed, type CheckInMessage } from '../slice.ts';
import './rewards.css';

/**
 * The check-in popup (spec §2, §3 check-in config): the first week's days and their coins, a VIP's daily coins, the
 * Check in button and what came of it: the coins paid (they arrive in the header's wallet by themselves) or the
 * spec's words for a refusal (§8), "already checked in today" with the time left until 0:00 UTC.
 */
export function CheckInPopup() {
  const { t } = useTranslation('wheel');
  const dispatch = useDispatch();
  const { open, status, value, submitting, paid, message } = useSelector(selectCheckIn);
  const shown: CheckInMessage | undefined =
    message ??
    (value && paid === undefined && value.hasCheck
      ? alreadyToday(value.secondsLeft)
      : value && !value.show
        ? { kind: 'firstWeekEnded' }
        : undefined);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) dispatch(checkInClosed());
      }}
      title={t('rewards.checkIn')}
      closeLabel={t('rewards.close')}
      size="sm"
      footer={
        <Button
          fullWidth
          loading={submitting}
          disabled={!value || value.hasCheck || !value.show}
          onClick={() => dispatch(checkInPressed())}
        >
          {value?.hasCheck ? t('rewards.checkedIn') : t('rewards.checkInButton')}
        </Button>
      }
    >
      {status === 'loading' && !value && <p className="aura-rewards-note">…</p>}
      {status === 'failed' && !value && <p role="alert">{t('rewards.loadFailed')}</p>}
      {value && value.days.length > 0 && (
        <section aria-label={t('rewards.firstWeekBonus')}>
          <h3 className="aura-rewards-heading">{t('rewards.firstWeekBonus')}</h3>
          <ol className="aura-rewards-days">
            {value.days.map((day) => (
              <li
                key={day.day}
                className="aura-rewards-day"
                data-checked={day.checked || undefined}
                data-today={day.day === value.day || undefined}
                aria-current={day.day === value.day ? 'date' : undefined}
              >
                <span>{t('rewards.day', { day: day.day })}</span>
                <strong>{t('rewards.coins', { coins: day.coins })}</strong>
                {day.checked && <span className="aura-rewards-check">{t('rewards.checkedIn')}</span>}
              </li>
            ))}
          </ol>
        </section>
      )}
      {value?.vip && <p className="aura-rewards-note">{t('rewards.vipDaily', { coins: value.vipCoins })}</p>}
      {paid !== undefined && (
        <p role="status" className="aura-rewards-paid">
          {t('rewards.checkInSuccess', { count: paid, coins: paid })}
        </p>
      )}
      {shown && (
        <p role="status" className="aura-rewards-message">
          {shown.kind === 'alreadyToday'
            ? t('checkIn.alreadyToday', { hours: shown.hours, minutes: shown.minutes })
            : t(`checkIn.${shown.kind}`)}
        </p>
      )}
    </Dialog>
  );
}
