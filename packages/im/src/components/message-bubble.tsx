import { useTranslation } from '@aura/i18n-catalog';
import { BUSINESS_CODES } from '@aura/contracts';
import { useState } from 'react';
import type { LocalMessage } from '../slice.ts';
import { CallRecordLine } from './call-record-line.tsx';
import { ChatImage } from './chat-image.tsx';
import { GiftRecordLine } from './gift-record-line.tsx';
import { ChatTimeText } from './chat-time-text.tsx';

export interface MessageBubbleProps {
  message: LocalMessage;
  mine: boolean;
  /** The other side read up to here: a sent message of mine at or below it shows as read. */
  peerReadSeq: number;
  /** The other side's device received up to here: a sent message of mine at or below it shows as delivered. */
  peerDeliveredSeq?: number;
  onRetry?: () => void;
  /** Translate this message of the other side (paid); without it there is no Translate button. */
  onTranslate?: () => void;
  now?: number;
}

/** One message: its text (or the call or gift it records) and time, and for mine its state: sending, sent, delivered, read, or failed (retry). */
export function MessageBubble({
  message,
  mine,
  peerReadSeq,
  peerDeliveredSeq = 0,
  onRetry,
  onTranslate,
  now,
}: MessageBubbleProps) {
  const { t } = useTranslation('webChat');
  const [original, setOriginal] = useState(false);
  if (message.call) {
    return (
      <li className="im-bubble im-bubble-call" data-status={message.status}>
        <p className="im-bubble-text">
          <CallRecordLine call={message.call} mine={mine} />
        </p>
        <span className="im-bubble-meta">
          <ChatTimeText at={message.sentAt} now={now} />
        </span>
      </li>
    );
  }
  if (message.gift) {
    return (
      <li className={`im-bubble im-bubble-gift${mine ? ' im-bubble-mine' : ''}`} data-status={message.status}>
        <p className="im-bubble-text">
          <GiftRecordLine gift={message.gift} mine={mine} />
        </p>
        <span className="im-bubble-meta">
          <ChatTimeText at={message.sentAt} now={now} />
        </span>
      </li>
    );
  }
  const stored = mine && message.seq !== undefined;
  // A photo over 5 MB was never kept: it is chosen again, not retried. Any other failed message is kept.
  const tooLarge = message.kind === 'image' && message.code === BUSINESS_CODES.imageTooLarge;
  const read = stored && message.seq! <= peerReadSeq;
  const delivered = stored && message.seq! <= Math.max(peerDeliveredSeq, peerReadSeq);
  return (
    <li className={`im-bubble${mine ? ' im-bubble-mine' : ''}`} data-status={message.status}>
      {message.kind === 'image' ? (
        message.image ? (
          <ChatImage image={message.image} />
        ) : (
          <p className="im-bubble-text">{t('chat.photo')}</p>
        )
      ) : (
        <p className="im-bubble-text">{message.text}</p>
      )}
      {message.translation !== undefined && !original && (
        <p className="im-bubble-translation">{message.translation}</p>
      )}
      <span className="im-bubble-meta">
        <ChatTimeText at={message.sentAt} now={now} />
        {!mine && onTranslate && message.kind !== 'image' && message.seq !== undefined && (
          <button
            type="button"
            className="im-bubble-translate"
            onClick={() => {
              if (message.translation === undefined) onTranslate();
              setOriginal(message.translation !== undefined && !original);
            }}
          >
            {message.translation !== undefined && !original
              ? t('composer.showOriginal')
              : t('composer.translate')}
          </button>
        )}
        {mine && message.status === 'sending' && (
          <span>{message.waiting ? t('chat.waiting') : t('chat.sending')}</span>
        )}
        {mine && message.status === 'sent' && (
          <span className="im-bubble-state">
            {read ? t('chat.read') : delivered ? t('chat.delivered') : t('chat.sent')}
          </span>
        )}
        {mine && message.status === 'failed' && tooLarge && <span>{t('chat.photoFailed')}</span>}
        {mine && message.status === 'failed' && !tooLarge && (
          <button type="button" className="im-bubble-retry" onClick={onRetry}>
            {t('chat.sendFailed')}
          </button>
        )}
      </span>
    </li>
  );
}
