import { APP_ROUTES, type ProfileDetail } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button } from '@aura/ui-kit';
import { useDispatch } from 'react-redux';
import { profileLinkPressed } from '../slice.ts';
import { AddFriendButton } from './add-friend-button.tsx';

export interface ProfileActionsProps {
  profile: ProfileDetail;
  /** Starts a video call with this user (the shell's calls); no call button without it. */
  onCall?: (profile: ProfileDetail) => void;
  /**
   * Opens the gift panel for this user; no gift button without it. Gifts are issue 15's: the shell passes this
   * once the feature exists, never a button that cannot send.
   */
  onGift?: (profile: ProfileDetail) => void;
}

/** The profile page's entry points: call, chat, add friend (and gift) on someone else's, edit on one's own. */
export function ProfileActions({ profile, onCall, onGift }: ProfileActionsProps) {
  const { t } = useTranslation('profile');
  const dispatch = useDispatch();
  const go = (to: string) => dispatch(profileLinkPressed({ to }));
  if (profile.own)
    return (
      <Button variant="secondary" onClick={() => go(APP_ROUTES.profileEdit)}>
        {t('page.edit')}
      </Button>
    );
  return (
    <>
      {onCall && <Button onClick={() => onCall(profile)}>{t('page.call')}</Button>}
      <Button
        variant="secondary"
        onClick={() => go(APP_ROUTES.messageSession.replace('$friendId', profile.userId))}
      >
        {t('page.chat')}
      </Button>
      <AddFriendButton profile={profile} />
      {onGift && (
        <Button variant="secondary" onClick={() => onGift(profile)}>
          {t('page.gift')}
        </Button>
      )}
    </>
  );
}
