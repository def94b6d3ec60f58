import { useTranslation } from '@aura/i18n-catalog';
import type { LocalMessage } from '../slice.ts';
import { ChatTimeText } from './chat-time-text.tsx';

export interface MessageBubbleProps {
  message: LocalMessage;
  mine: boolean;
  /** The other side read up to here: a sent message of mine at or below it shows as read. */
  peerReadSeq: number;
  onRetry?: () => void;
  now?: number;
}

/** One message: its text and time, and for mine its state: sending, sent, read, or failed with a retry. */
export function MessageBubble({ message, mine, peerReadSeq, onRetry, now }: MessageBubbleProps) {
  const { t } = useTranslation('webChat');
  const read = mine && message.seq !== undefined && message.seq <= peerReadSeq;
  return (
    <li className={`im-bubble${mine ? ' im-bubble-mine' : ''}`} data-status={message.status}>
      <p className="im-bubble-text">{message.text}</p>
      <span className="im-bubble-meta">
        <ChatTimeText at={message.sentAt} now={now} />
        {mine && message.status === 'sending' && <span>{t('chat.sending')}</span>}
        {mine && message.status === 'sent' && <span>{read ? t('chat.read') : t('chat.sent')}</span>}
        {mine && message.status === 'failed' && (
          <button type="button" className="im-bubble-retry" onClick={onRetry}>
            {t('chat.sendFailed')}
          </button>
        )}
      </span>
    </li>
  );
}
