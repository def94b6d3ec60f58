import { useTranslation } from '@aura/i18n-catalog';
import { Button, Spinner } from '@aura/ui-kit';
import { useEffect, useRef, type ReactNode } from 'react';
import { imMessageKey } from '../messages.ts';
import type { Conversation } from '../slice.ts';
import { Composer } from './composer.tsx';
import { MessageBubble } from './message-bubble.tsx';
import './chat-view.css';

export interface ChatViewProps {
  conversation: Conversation | undefined;
  myId: string;
  onSend: (text: string) => void;
  onRetry: (clientId: string) => void;
  onRetryAll: () => void;
  /** The header's actions (back, add friend, block, report), the shell's or the screen's. */
  actions?: ReactNode;
  now?: number;
}

/** A conversation: its messages oldest first with their states, a refusal's words, and the composer. */
export function ChatView({ conversation, myId, onSend, onRetry, onRetryAll, actions, now }: ChatViewProps) {
  const { t } = useTranslation(['webChat', 'base']);
  const end = useRef<HTMLDivElement>(null);
  const count = conversation?.messages.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  if (!conversation?.loaded) return <Spinner label={t('webChat:title')} />;
  const failed = conversation.messages.filter((message) => message.status === 'failed').length;
  const locked = conversation.locked ? t('webChat:chat.lockedUntilReply') : undefined;
  return (
    <section className="im-chat" aria-label={conversation.userName || conversation.peerId}>
      <header className="im-chat-header">
        <h1>{conversation.userName || conversation.peerId}</h1>
        {actions}
      </header>
      <ol className="im-chat-messages" aria-live="polite">
        {conversation.messages.map((message) => (
          <MessageBubble
            key={message.clientId}
            message={message}
            mine={message.senderId === myId}
            peerReadSeq={conversation.peerReadSeq}
            onRetry={() => onRetry(message.clientId)}
            now={now}
          />
        ))}
      </ol>
      <div ref={end} />
      {conversation.notice !== undefined && (
        <p className="im-chat-notice" role="alert">
          {t(imMessageKey(conversation.notice) as 'base:errors.generic')}
        </p>
      )}
      {failed > 1 && (
        <Button variant="secondary" onClick={onRetryAll}>
          {t('webChat:chat.resendAll')}
        </Button>
      )}
      <Composer onSend={onSend} disabledReason={locked} />
    </section>
  );
}
