import { RechargeLink } from '@aura/auth';
import type { ProfileDetail } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button, Dialog, Spinner } from '@aura/ui-kit';
import { useDispatch, useSelector } from 'react-redux';
import { FRIEND_ADD_COINS_KEY } from '../messages.ts';
import { selectFriendAdd } from '../selectors.ts';
import { friendAddClosed, friendAddConfirmed, friendAddOpened } from '../slice.ts';
import { useMessage } from './use-message.ts';

/**
 * The profile page's add-friend entry (spec §2 "add friend"): a popup that says what the request costs (free while
 * the day's free adds last, then the friends module's price in coins) before it is sent, or that the two are
 * friends already or a request is on its way.
 */
export function AddFriendButton({ profile }: { profile: ProfileDetail }) {
  const { t } = useTranslation('profile');
  const dispatch = useDispatch();
  const message = useMessage();
  const add = useSelector(selectFriendAdd);
  const open = add.status !== 'idle' && add.userId === profile.userId;
  let body;
  switch (add.status) {
    case 'loading':
      body = (
        <p role="status">
          <Spinner size="sm" />
        </p>
      );
      break;
    case 'confirm':
    case 'sending':
      body = (
        <>
          <p>
            {add.freeAddsLeft
              ? t('friend.free', { count: add.freeAddsLeft })
              : t('friend.price', { count: add.price ?? 0, coins: add.price ?? 0 })}
          </p>
          <Button onClick={() => dispatch(friendAddConfirmed())} disabled={add.status === 'sending'}>
            {t('friend.send')}
          </Button>
        </>
      );
      break;
    case 'sent':
      body = <p role="status">{t('friend.sent')}</p>;
      break;
    case 'friends':
      body = <p role="status">{t('friend.already')}</p>;
      break;
    case 'failed':
      body = (
        <>
          <p role="alert" className="aura-profile-error">
            {message(add.error)}
          </p>
          {add.error?.key === FRIEND_ADD_COINS_KEY && (
            <RechargeLink onFollow={() => dispatch(friendAddClosed())} />
          )}
        </>
      );
      break;
  }
  return (
    <>
      <Button variant="secondary" onClick={() => dispatch(friendAddOpened({ userId: profile.userId }))}>
        {t('friend.add')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) dispatch(friendAddClosed());
        }}
        title={t('friend.title', { name: profile.nickname })}
        closeLabel={t('friend.close')}
      >
        {body}
      </Dialog>
    </>
  );
}
