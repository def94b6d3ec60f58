import { APP_ROUTES, SAY_HI_GROUP_ID } from '@aura/contracts';
import type { giftPanelOpened } from '@aura/gifts';
import {
  ChatScreen,
  FriendsPage,
  MessagesPage,
  OnlineTip,
  selectConversation,
  type ImRootState,
} from '@aura/im';
import { runIm as runImSagas } from '@aura/im/background';
import { webAudioChime } from '@aura/rtc-call';
import { ReportHost, reportOpened } from '@aura/matching';
import { useTranslation } from '@aura/i18n-catalog';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { Button } from '@aura/ui-kit';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useTabTitle } from './tab-title.ts';

// The Messages and Friends routes (spec §2): @aura/im's screens, in one chunk loaded with the first of them, or
// at start by the store (`runIm`: IM's slice and sagas, for the tab's badge, and the new message's sound).

/** IM's slice and sagas, with the new message's sound on the bell's loader (after 2 s, unlocked by a touch). */
export function runIm(...[reducer, gateway, realtime]: Parameters<typeof runImSagas>) {
  const chime = webAudioChime({
    hadGesture: () => globalThis.navigator?.userActivation?.hasBeenActive ?? false,
  });
  return runImSagas(reducer, gateway, realtime, chime);
}

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

/** A chat, with the report dialog of @aura/matching (a `chat` report names the other side; docs/safety.md). */
export function ChatRoutePage() {
  useTitle('messages');
  const { t } = useTranslation(['webChat', 'app']);
  const dispatch = useDispatch();
  const { friendId } = useParams({ strict: false }) as { friendId: string };
  const name = useSelector((state: ImRootState) => selectConversation(state, friendId)?.userName) || friendId;
  return (
    <>
      <ChatScreen
        peerId={friendId}
        onGift={({ userId, name: peerName }) =>
          // @aura/gifts' giftPanelOpened written out (lazy/call-screens.tsx says why).
          dispatch({
            type: 'gifts/giftPanelOpened',
            payload: { userId, name: peerName, context: 'chat' },
          } satisfies ReturnType<typeof giftPanelOpened>)
        }
        back={
          <>
            <Link to={APP_ROUTES.message}>{t('webChat:title')}</Link>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => dispatch(reportOpened({ subject: 'chat', id: friendId, name }))}
            >
              {t('app:report.open')}
            </Button>
          </>
        }
      />
      <ReportHost />
    </>
  );
}

export function FriendsRoutePage() {
  useTitle('friends');
  return <FriendsPage onMessage={useOpenChat()} />;
}

/** A friend waited for came online, told over any page (the popup host mounts it once IM has loaded). */
export function OnlineTipHost() {
  return <OnlineTip onOpen={useOpenChat()} />;
}
