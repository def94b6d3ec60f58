import type { ChatGift } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';

export interface GiftRecordLineProps {
  gift: ChatGift;
  /** This user sent it. */
  mine: boolean;
}

/** A gift between the two as the chat shows it: its mark and "You sent a Rose" or "Sent you a Rose". */
export function GiftRecordLine({ gift, mine }: GiftRecordLineProps) {
  const { t } = useTranslation('webChat');
  return (
    <span className="im-gift-record" data-gift={gift.giftId}>
      <span className="im-gift-record-icon" aria-hidden="true">
        {gift.icon}
      </span>{' '}
      {mine ? t('giftRecord.sent', { gift: gift.name }) : t('giftRecord.received', { gift: gift.name })}
    </span>
  );
}
