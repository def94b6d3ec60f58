import { PROFILE_LIMITS } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button, EmptyState, Spinner } from '@aura/ui-kit';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { imageTooLarge } from '../messages.ts';
import { selectEdit, selectPage, selectUpload, type ProfileRootState } from '../selectors.ts';
import {
  choiceRefused,
  editSubmitted,
  photoDeletePressed,
  photoPicked,
  photoUploadFailed,
  profileOpened,
} from '../slice.ts';
import { EarningsSection } from './earnings-section.tsx';
import { KycPanel } from './kyc-panel.tsx';
import { PhotoAlbum } from './photo-album.tsx';
import { ProfileForm } from './profile-form.tsx';
import { readAsBase64 } from './read-file.ts';
import { useMessage, useText } from './use-message.ts';
import './profile.css';

/** The signed-in user's profile edit (spec §2 profile/edit): the form, the album, and a host's earnings. */
export function ProfileEditPage() {
  const { t } = useTranslation('profile');
  const text = useText();
  const dispatch = useDispatch();
  const message = useMessage();
  const page = useSelector((state: ProfileRootState) => selectPage(state, 'me'));
  const edit = useSelector(selectEdit);
  const upload = useSelector(selectUpload);
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
