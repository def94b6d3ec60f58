import { MESSAGE_VALUES, useTranslation } from '@aura/i18n-catalog';
import { Button, Spinner } from '@aura/ui-kit';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
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
  /** A photo was chosen to send. */
  onImage?: (file: File) => void;
  /** Translate a message of the other side (by its seq). */
  onTranslate?: (seq: number) => void;
  /** The field holds text or not: the other side's "typing". */
  onTyping?: (typing: boolean) => void;
  /** Load the page before the oldest message shown (scrolling up, or the Earlier messages button). */
  onOlder?: () => void;
  /** The header's actions (back, add friend, block, report), the shell's or the screen's. */
  actions?: ReactNode;
  now?: number;
}

/** A conversation: its messages oldest first with their states, a refusal's words, and the composer. */
export function ChatView({
  conversation,
  myId,
  onSend,
  onRetry,
  onRetryAll,
  onImage,
  onTranslate,
  onTyping,
  onOlder,
  actions,
  now,
}: ChatViewProps) {
  const { t } = useTranslation(['webChat', 'base']);
  const end = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const messages = conversation?.messages ?? [];
  const newest = messages.at(-1)?.clientId;
  const oldest = messages[0]?.clientId;
  const height = useRef(0);
  // A new message at the end scrolls to it; older ones put in front keep what is on screen where it was.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);
  useLayoutEffect(() => {
    const page = document.scrollingElement;
    if (!page) return;
    if (height.current && page.scrollHeight > height.current)
      window.scrollBy?.(0, page.scrollHeight - height.current);
    height.current = page.scrollHeight;
  }, [oldest]);
  const canLoadOlder = Boolean(conversation?.hasOlder && !conversation.loadingOlder && onOlder);
  useEffect(() => {
    const sentinel = top.current;
    if (!canLoadOlder || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((seen) => {
      if (seen.some((entry) => entry.isIntersecting)) onOlder?.();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [canLoadOlder, onOlder]);
  if (!conversation?.loaded) return <Spinner label={t('webChat:title')} />;
  const failed = conversation.messages.filter((message) => message.status === 'failed').length;
  const notice = conversation.notice === undefined ? '' : imMessageKey(conversation.notice);
  const locked = conversation.locked ? t('webChat:chat.lockedUntilReply') : undefined;
  return (
    <section className="im-chat" aria-label={conversation.userName || conversation.peerId}>
      <header className="im-chat-header">
        <h1>{conversation.userName || conversation.peerId}</h1>
        {actions}
      </header>
      <div ref={top} />
      {conversation.hasOlder && (
        <Button variant="ghost" size="sm" disabled={conversation.loadingOlder} onClick={onOlder}>
          {t('webChat:chat.earlier')}
        </Button>
      )}
      <ol className="im-chat-messages" aria-live="polite">
        {conversation.messages.map((message) => (
          <MessageBubble
            key={message.clientId}
            message={message}
            mine={message.senderId === myId}
            peerReadSeq={conversation.peerReadSeq}
            peerDeliveredSeq={conversation.peerDeliveredSeq}
            onRetry={() => onRetry(message.clientId)}
            {...(onTranslate && message.seq !== undefined
              ? { onTranslate: () => onTranslate(message.seq!) }
              : {})}
            now={now}
          />
        ))}
      </ol>
      {conversation.peerTyping && (
        <p className="im-chat-typing" role="status">
          {t('webChat:chat.typing')}
        </p>
      )}
      <div ref={end} />
      {conversation.notice !== undefined && (
        <p className="im-chat-notice" role="alert">
          {t(notice as 'base:errors.generic', MESSAGE_VALUES[notice as keyof typeof MESSAGE_VALUES])}
        </p>
      )}
      {failed > 1 && (
        <Button variant="secondary" onClick={onRetryAll}>
          {t('webChat:chat.resendAll')}
        </Button>
      )}
      <Composer
        onSend={onSend}
        onTyping={onTyping}
        disabledReason={locked}
        {...(onImage ? { onImage } : {})}
      />
    </section>
  );
}
