import { PROFILE_LIMITS } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button, EmptyState, Spinner } from '@aura/ui-kit';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { imageTooLarge, videoTooLarge } from '../messages.ts';
import {
  selectEdit,
  selectPage,
  selectUpload,
  selectVideoUpload,
  type ProfileRootState,
} from '../selectors.ts';
import {
  choiceRefused,
  editSubmitted,
  photoDeletePressed,
  photoPicked,
  photoUploadFailed,
  profileOpened,
  videoPicked,
  videoUploadFailed,
} from '../slice.ts';
import { EarningsSection } from './earnings-section.tsx';
import { KycPanel } from './kyc-panel.tsx';
import { PhotoAlbum } from './photo-album.tsx';
import { ProfileForm } from './profile-form.tsx';
import { StoryVideos } from './story-videos.tsx';
import { readAsBase64 } from './read-file.ts';
import { useMessage, useText } from './use-message.ts';
import './profile.css';

/** The signed-in user's profile edit (spec §2 profile/edit): the form, the album, the video story, and a host's earnings. */
export function ProfileEditPage() {
  const { t } = useTranslation('profile');
  const text = useText();
  const dispatch = useDispatch();
  const message = useMessage();
  const page = useSelector((state: ProfileRootState) => selectPage(state, 'me'));
  const edit = useSelector(selectEdit);
  const upload = useSelector(selectUpload);
  const videoUpload = useSelector(selectVideoUpload);
  useEffect(() => {
    dispatch(profileOpened({}));
  }, [dispatch]);

  const pick = (file: File) => {
    // Refused at once, without sending 5 MB for nothing; the gateway checks again.
    if (file.size > PROFILE_LIMITS.maxImageBytes) {
      dispatch(choiceRefused({ field: 'photo', error: imageTooLarge }));
      return;
    }
    readAsBase64(file).then(
      (image) => dispatch(photoPicked({ image })),
      () => dispatch(photoUploadFailed({ key: 'base:upload.unsupportedFormat' })),
    );
  };

  const pickVideo = (file: File) => {
    if (file.size > PROFILE_LIMITS.maxVideoBytes) {
      dispatch(choiceRefused({ field: 'video', error: videoTooLarge }));
      return;
    }
    readAsBase64(file).then(
      (video) => dispatch(videoPicked({ video })),
      () => dispatch(videoUploadFailed({ key: 'base:upload.videoUnsupportedFormat' })),
    );
  };

  let body;
  if (page.profile)
    body = (
      <>
        <KycPanel returnTo="/profile/edit" />
        <ProfileForm
          key={page.profile.userId}
          profile={page.profile}
          saving={edit.saving}
          saved={edit.saved}
          errors={edit.errors}
          onSubmit={(input) => dispatch(editSubmitted(input))}
          onRefused={(field, error) => dispatch(choiceRefused({ field, error }))}
        />
        <PhotoAlbum
          photos={page.profile.photos}
          nickname={page.profile.nickname}
          editable
          uploading={upload.status === 'uploading'}
          error={message(upload.error)}
          {...(upload.notice ? { notice: message(upload.notice) } : {})}
          onPick={pick}
          onDelete={(id) => dispatch(photoDeletePressed({ id }))}
        />
        <StoryVideos
          videos={page.profile.videos}
          nickname={page.profile.nickname}
          uploading={videoUpload.status === 'uploading'}
          error={message(videoUpload.error)}
          onPick={pickVideo}
          onDelete={(id) => dispatch(photoDeletePressed({ id }))}
        />
        <EarningsSection />
      </>
    );
  else if (page.status === 'failed')
    body = (
      <EmptyState
        title={message(page.error) ?? ''}
        action={
          <Button variant="secondary" onClick={() => dispatch(profileOpened({}))}>
            {text('base:actions.retry')}
          </Button>
        }
      />
    );
  else
    body = (
      <p role="status">
        <Spinner size="sm" /> {t('page.loading')}
      </p>
    );

  return (
    <section className="aura-profile" aria-labelledby="aura-profile-edit-title">
      <h1 id="aura-profile-edit-title">{t('edit.title')}</h1>
      {body}
    </section>
  );
}
