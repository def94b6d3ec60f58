import { selectUser } from '@aura/auth';
import { useTranslation } from '@aura/i18n-catalog';
import { Button } from '@aura/ui-kit';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectConversation, selectImReady } from '../selectors.ts';
import {
  chatClosed,
  chatOpened,
  olderRequested,
  retryPressed,
  sendPressed,
  type ImRootState,
} from '../slice.ts';
import { blockPressed, retryAllPressed, imageChosen, translatePressed, typingChanged } from '../actions.ts';
import { ChatView } from './chat-view.tsx';
import { readBase64 } from '../read-file.ts';

export interface ChatScreenProps {
  peerId: string;
  /** The way back to the list (the shell's link). */
  back?: ReactNode;
  /** Makes a message's id; `crypto.randomUUID` unless given. */
  newClientId?: () => string;
  /** Opens the gift panel for the other side (the shell's @aura/gifts); no gift button without it. */
  onGift?: (peer: { userId: string; name: string }) => void;
}

/**
 * A chat with `peerId` as the store has it: opened (history, catch-up, read) while shown. Adding a friend is on the
 * Friends page, whose popup shows the price before a paid request (architecture §6: the price before every charge).
 */
export function ChatScreen({
  peerId,
  back,
  newClientId = () => crypto.randomUUID(),
  onGift,
}: ChatScreenProps) {
  const { t, i18n } = useTranslation('webChat');
  const dispatch = useDispatch();
  const ready = useSelector(selectImReady);
  const conversation = useSelector((state: ImRootState) => selectConversation(state, peerId));
  const myId = useSelector(selectUser)?.userId ?? '';
  useEffect(() => {
    if (!ready) return;
    dispatch(chatOpened(peerId));
    return () => {
      dispatch(chatClosed());
    };
  }, [dispatch, peerId, ready]);
  const name = conversation?.userName;
  const older = useCallback(() => dispatch(olderRequested(peerId)), [dispatch, peerId]);
  return (
    <ChatView
      conversation={conversation}
      myId={myId}
      onSend={(text) =>
        dispatch(sendPressed({ peerId, clientId: newClientId(), senderId: myId, text, sentAt: Date.now() }))
      }
      onRetry={(clientId) => dispatch(retryPressed({ peerId, clientId }))}
      onRetryAll={() => dispatch(retryAllPressed({ peerId }))}
      onTyping={(typing) => dispatch(typingChanged({ peerId, typing }))}
      onImage={(file) => {
        const clientId = newClientId();
        const sentAt = Date.now();
        void readBase64(file).then((base64) =>
          dispatch(imageChosen({ peerId, clientId, senderId: myId, sentAt, base64 })),
        );
      }}
      onTranslate={(seq) => dispatch(translatePressed({ peerId, seq, to: i18n.language }))}
      onOlder={older}
      actions={
        <span className="im-chat-actions">
          {back}
          {onGift && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onGift({ userId: peerId, name: name ?? peerId })}
            >
              {t('composer.sendGift')}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            onClick={() => dispatch(blockPressed({ friendId: peerId, ...(name ? { name } : {}) }))}
          >
            {t('block.block')}
          </Button>
        </span>
      }
    />
  );
}
