import { useTranslation } from '@aura/i18n-catalog';
import { Button, EmptyState, Spinner } from '@aura/ui-kit';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ProfileDetail } from '@aura/contracts';
import { selectPage, type ProfileRootState } from '../selectors.ts';
import { profileOpened } from '../slice.ts';
import { ProfileActions } from './profile-actions.tsx';
import { ProfileView } from './profile-view.tsx';
import { useMessage, useText } from './use-message.ts';
import './profile.css';

export interface ProfilePageProps {
  friendId: string;
  /** Starts a video call with this user (the shell's calls). */
  onCall?: (profile: ProfileDetail) => void;
  /** Opens the gift panel (issue 15's gifts, once they exist); no gift button without it. */
  onGift?: (profile: ProfileDetail) => void;
}

/** Anyone's profile page by user id (spec §2 profile/{friendId}). */
export function ProfilePage({ friendId, onCall, onGift }: ProfilePageProps) {
  const { t } = useTranslation('profile');
  const text = useText();
  const dispatch = useDispatch();
  const message = useMessage();
  const page = useSelector((state: ProfileRootState) => selectPage(state, friendId));
  useEffect(() => {
    dispatch(profileOpened({ friendId }));
  }, [dispatch, friendId]);

  if (page.profile)
    return (
      <ProfileView
        profile={page.profile}
        actions={<ProfileActions profile={page.profile} onCall={onCall} onGift={onGift} />}
      />
    );
  if (page.status === 'failed')
    return (
      <EmptyState
        title={message(page.error) ?? ''}
        action={
          <Button variant="secondary" onClick={() => dispatch(profileOpened({ friendId }))}>
            {text('base:actions.retry')}
          </Button>
        }
      />
    );
  return (
    <p role="status">
      <Spinner size="sm" /> {t('page.loading')}
    </p>
  );
}
