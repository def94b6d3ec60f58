import { APP_ROUTES, SAY_HI_GROUP_ID } from '@aura/contracts';
import { ChatScreen, FriendsPage, MessagesPage } from '@aura/im';
import { useTranslation } from '@aura/i18n-catalog';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTabTitle } from './tab-title.ts';

// The Messages and Friends routes (spec §2): @aura/im's screens, in one chunk loaded with the first of them, or
// at start by the store (`runIm`: IM's slice and sagas, for the tab's badge).
export { runIm } from '@aura/im/background';

function useTitle(key: 'messages' | 'friends') {
  const { t } = useTranslation('app');
  const title = useTabTitle(t(key === 'messages' ? 'shell.nav.message' : 'shell.pages.friends.title'));
  useEffect(() => {
    document.title = title;
  }, [title]);
}

function useOpenChat() {
  const navigate = useNavigate();
  return (friendId: string) =>
    friendId === SAY_HI_GROUP_ID
      ? void navigate({ to: APP_ROUTES.sayHiSession })
      : void navigate({ to: APP_ROUTES.messageSession, params: { friendId } });
}

export function MessagesRoutePage() {
  useTitle('messages');
  return <MessagesPage onOpen={useOpenChat()} />;
}

export function SayHiRoutePage() {
  useTitle('messages');
  return <MessagesPage sayHi onOpen={useOpenChat()} />;
}

export function ChatRoutePage() {
  useTitle('messages');
  const { t } = useTranslation('webChat');
  const { friendId } = useParams({ strict: false }) as { friendId: string };
  return <ChatScreen peerId={friendId} back={<Link to={APP_ROUTES.message}>{t('title')}</Link>} />;
}

export function FriendsRoutePage() {
  useTitle('friends');
  return <FriendsPage onMessage={useOpenChat()} />;
}
