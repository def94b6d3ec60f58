import { useTranslation } from '@aura/i18n-catalog';
import { IconButton } from '@aura/ui-kit';
import { useDispatch, useSelector } from 'react-redux';
import { selectArrival } from '../selectors.ts';
import { arrivalShown } from '../slice.ts';
import './gifts.css';

/**
 * A received gift, over whatever screen shows (the call's too): its mark plays the gift's animation with who sent
 * it and the points it brought, until the saga's time is up or the receiver closes it.
 */
export function GiftArrival() {
  const { t } = useTranslation('webChat');
  const dispatch = useDispatch();
  const arrival = useSelector(selectArrival);
  if (!arrival) return null;
  const { gift } = arrival;
  return (
    <div className="aura-gift-arrival" data-animation={gift.animation} role="status" aria-live="polite">
      <span className="aura-gift-arrival-icon" aria-hidden="true">
        {gift.icon}
      </span>
      <p className="aura-gift-arrival-text">
        {t('gifts.arrival.received', { name: arrival.fromName, gift: gift.name })}
      </p>
      <p className="aura-gift-arrival-points">{t('gifts.arrival.points', { count: gift.points })}</p>
      <IconButton
        label={t('gifts.arrival.close')}
        size="sm"
        variant="ghost"
        onClick={() => dispatch(arrivalShown(arrival.sendId))}
        icon="✕"
      />
    </div>
  );
}
