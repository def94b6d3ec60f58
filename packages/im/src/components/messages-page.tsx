import { SAY_HI_GROUP_ID } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Spinner } from '@aura/ui-kit';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectChats, selectImReady, selectSayHiLeft } from '../selectors.ts';
import { chatsOpened } from '../actions.ts';
import { ChatList } from './chat-list.tsx';

export interface MessagesPageProps {
  /** Opens a chat, or the say-hi inbox for `SAY_HI_GROUP_ID` (the shell's navigation). */
  onOpen: (friendId: string) => void;
  /** Show the say-hi inbox's contacts instead of the chat list. */
  sayHi?: boolean;
}

/** The Messages tab (spec §2 `message`): the chat list, or the say-hi inbox (`IMSayHiSession`). */
export function MessagesPage({ onOpen, sayHi = false }: MessagesPageProps) {
  const { t } = useTranslation('webChat');
  const dispatch = useDispatch();
  const ready = useSelector(selectImReady);
  const chats = useSelector(selectChats);
  const sayHiLeft = useSelector(selectSayHiLeft);
  useEffect(() => {
    if (ready) dispatch(chatsOpened());
  }, [dispatch, ready]);
  if (!ready) return <Spinner label={t('title')} />;
  const shown = sayHi ? (chats.find((chat) => chat.friendId === SAY_HI_GROUP_ID)?.userList ?? []) : chats;
  return (
    <section className="im-messages">
      <h1>{sayHi ? t('sayHi.inbox') : t('title')}</h1>
      {!sayHi && <p className="im-messages-hint">{t('sayHi.left', { count: sayHiLeft })}</p>}
      <ChatList chats={shown} onOpen={onOpen} />
    </section>
  );
}
