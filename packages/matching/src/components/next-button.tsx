import { useTranslation } from '@aura/i18n-catalog';
import { Button, Countdown } from '@aura/ui-kit';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { nextPressed } from '../slice.ts';

/**
 * Next is disabled for the next-button countdown after a match (spec §9), so nobody skips unseen; when the next
 * match costs coins, the button says how many.
 */
export function NextButton({
  enabledAt,
  price,
  now,
}: {
  enabledAt: number | undefined;
  price: number;
  now: () => number;
}) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const [readyFor, setReadyFor] = useState<number | undefined>(undefined);
  const ready = enabledAt === undefined || readyFor === enabledAt || enabledAt <= now();
  return (
    <div className="aura-match-next">
      <Button variant="secondary" disabled={!ready} onClick={() => dispatch(nextPressed())}>
        {price > 0 ? t('matching.nextFor', { count: price, coins: price }) : t('matching.next')}
      </Button>
      {!ready && (
        <span className="aura-match-next-countdown">
          <span>{t('matching.countdowns.nextButton')}</span>
          <Countdown
            endsAt={enabledAt}
            now={now}
            label={t('matching.countdowns.nextButton')}
            onDone={() => setReadyFor(enabledAt)}
          />
        </span>
      )}
    </div>
  );
}
