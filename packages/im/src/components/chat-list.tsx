import { CHAT_RELATIONS, SAY_HI_GROUP_ID, type ChatListItem } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Avatar, EmptyState } from '@aura/ui-kit';
import { ChatTimeText } from './chat-time-text.tsx';
import './chat-list.css';

export interface ChatListProps {
  chats: readonly ChatListItem[];
  /** A chat was chosen: its `friendId`, or `SAY_HI_GROUP_ID` for the say-hi inbox. */
  onOpen: (friendId: string) => void;
  now?: number;
}

/**
 * The chat list (spec §3): the say-hi inbox first (its contacts grouped as one entry), then the chats latest first,
 * each with its unread count and time.
 */
export function ChatList({ chats, onOpen, now }: ChatListProps) {
  const { t } = useTranslation('webChat');
  if (chats.length === 0) return <EmptyState title={t('list.empty')} />;
  return (
    <ul className="im-chat-list">
      {chats.map((chat) => {
        const sayHi = chat.friendId === SAY_HI_GROUP_ID;
        const name = sayHi ? t('sayHi.inbox') : chat.userName || chat.friendId;
        return (
          <li key={chat.id}>
            <button type="button" className="im-chat-list-item" onClick={() => onOpen(chat.friendId)}>
              <Avatar name={name} size="md" />
              <span className="im-chat-list-text">
                <span className="im-chat-list-name">
                  {name}
                  {chat.relation === CHAT_RELATIONS.stranger && (
                    <span className="im-chat-list-tag">{t('tabs.sayHi')}</span>
                  )}
                </span>
                <span className="im-chat-list-preview">
                  {chat.previewKind === 'call'
                    ? t('callRecord.preview')
                    : chat.previewKind === 'image'
                      ? t('chat.photo')
                      : chat.previewKind === 'gift'
                        ? t('giftRecord.preview')
                        : chat.preview}
                </span>
              </span>
              <span className="im-chat-list-meta">
                {chat.timestamp > 0 && <ChatTimeText at={chat.timestamp} now={now} />}
                {chat.noReadCount > 0 && (
                  <span className="im-unread" aria-label={t('list.unread', { count: chat.noReadCount })}>
                    {chat.noReadCount > 99 ? '99+' : chat.noReadCount}
                  </span>
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
