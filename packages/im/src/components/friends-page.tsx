import { RechargeLink } from '@aura/auth';
import { BUSINESS_CODES } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button, Spinner } from '@aura/ui-kit';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { imMessageKey } from '../messages.ts';
import {
  selectFriendNotice,
  selectFriends,
  selectImReady,
  selectOnlineFriends,
  selectReminders,
} from '../selectors.ts';
import { friendNoticeDismissed } from '../slice.ts';
import {
  blockPressed,
  friendRemoved,
  friendRequested,
  friendsOpened,
  remindPressed,
  requestAccepted,
  requestDeclined,
  unblockPressed,
} from '../actions.ts';
import { AddFriendDialog } from './add-friend-dialog.tsx';
import { FriendsView } from './friends-view.tsx';

export interface FriendsPageProps {
  /** Opens the chat with a friend (the shell's navigation). */
  onMessage: (friendId: string) => void;
}

/** The Friends page as the store has it, fetched when it opens; actions say what they did. */
export function FriendsPage({ onMessage }: FriendsPageProps) {
  const { t } = useTranslation(['webChat', 'base']);
  const dispatch = useDispatch();
  const friends = useSelector(selectFriends);
  const notice = useSelector(selectFriendNotice);
  const reminders = useSelector(selectReminders);
  const online = useSelector(selectOnlineFriends);
  const [adding, setAdding] = useState(false);
  const ready = useSelector(selectImReady);
  useEffect(() => {
    if (!ready) return;
    dispatch(friendsOpened());
    return () => {
      dispatch(friendNoticeDismissed());
    };
  }, [dispatch, ready]);
  if (!friends) return <Spinner label={t('webChat:friends.title')} />;
  const said =
    notice &&
    ('code' in notice
      ? t(imMessageKey(notice.code) as 'base:errors.generic')
      : t(`webChat:${notice.key}` as 'webChat:friends.removed', { name: notice.name ?? '' }));
  const named = (person: { userId: string; userName: string }) => ({
    friendId: person.userId,
    name: person.userName || person.userId,
  });
  return (
    <>
      <FriendsView
        friends={friends}
        header={
          <>
            <Button onClick={() => setAdding(true)}>{t('webChat:friends.add')}</Button>
            {said && (
              <p role="status" className="im-friends-notice">
                {said}
              </p>
            )}
            {notice && 'code' in notice && notice.code === BUSINESS_CODES.insufficientCoins && (
              <RechargeLink onFollow={() => dispatch(friendNoticeDismissed())} />
            )}
          </>
        }
        onMessage={onMessage}
        {...(reminders ? { reminders } : {})}
        online={online}
        onRemind={(person) => dispatch(remindPressed(named(person)))}
        onRemove={(person) => {
          if (window.confirm(t('webChat:friends.removeConfirm', { name: named(person).name }))) {
            dispatch(friendRemoved(named(person)));
          }
        }}
        onBlock={(person) => dispatch(blockPressed(named(person)))}
        onUnblock={(person) => dispatch(unblockPressed(named(person)))}
        onAccept={(requestId, person) => dispatch(requestAccepted({ requestId, name: named(person).name }))}
        onDecline={(requestId) => dispatch(requestDeclined({ requestId }))}
      />
      <AddFriendDialog
        open={adding}
        onOpenChange={setAdding}
        price={friends.addPrice}
        freeAddsLeft={friends.freeAddsLeft}
        onAdd={(friendId) => dispatch(friendRequested({ friendId }))}
      />
    </>
  );
}
