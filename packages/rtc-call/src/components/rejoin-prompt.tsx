import { useTranslation } from '@aura/i18n-catalog';
import { Button, Dialog } from '@aura/ui-kit';
import type { RejoinOffer } from '../slice.ts';

export interface RejoinPromptProps {
  /** The running call a new visit found; closed without one. */
  offer: RejoinOffer | undefined;
  onRejoin: () => void;
  onEnd: () => void;
}

/**
 * Asks a new visit whether to take up the call still running from an earlier one (docs/rtc-call.md "A reload, and
 * a new visit"): who with, the price for the caller who pays it, and how long it waits before the call ends. Only
 * its two buttons answer it: Escape, a press or focus elsewhere (another popup opening as the page loads) leave it
 * up, since closing it would have to mean ending someone's call or going on paying for it.
 */
export function RejoinPrompt({ offer, onRejoin, onEnd }: RejoinPromptProps) {
  const { t } = useTranslation();
  const name = offer?.peer.userName ?? t('call.screen.someone');
  const question =
    offer?.pricePerMinute !== undefined
      ? t('call.rejoin.caller', { name, count: offer.pricePerMinute, price: offer.pricePerMinute })
      : t('call.rejoin.callee', { name });
  return (
    <Dialog
      open={offer !== undefined}
      onOpenChange={() => {}}
      title={t('call.rejoin.title')}
      description={
        offer &&
        `${question} ${t('call.rejoin.deadline', { count: offer.answerWithinSec, seconds: offer.answerWithinSec })}`
      }
      closeLabel={t('call.rejoin.end')}
      closeButton={false}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onEnd}>
            {t('call.rejoin.end')}
          </Button>
          <Button onClick={onRejoin}>{t('call.rejoin.rejoin')}</Button>
        </>
      }
    />
  );
}
