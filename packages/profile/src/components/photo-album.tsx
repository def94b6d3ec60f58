import type { AlbumPhoto } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { useText } from './use-message.ts';
import { Button, Spinner } from '@aura/ui-kit';
import { useId, useRef } from 'react';

export interface PhotoAlbumProps {
  photos: readonly AlbumPhoto[];
  nickname: string;
  /** The owner's album: add and delete buttons, and each photo's review state. */
  editable?: boolean;
  uploading?: boolean;
  error?: string;
  /** An operator's decision just heard of (realtime), in words. */
  notice?: string;
  onPick?: (file: File) => void;
  onDelete?: (id: string) => void;
}

/**
 * A user's photos. The owner sees every one with its state (under review, or rejected with the reason and no
 * picture); anyone else gets only approved ones from the gateway.
 */
export function PhotoAlbum({
  photos,
  nickname,
  editable,
  uploading,
  error,
  notice,
  onPick,
  onDelete,
}: PhotoAlbumProps) {
  const { t } = useTranslation('profile');
  const text = useText();
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  return (
    <section className="aura-profile-field" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('album.title')}</h2>
      {photos.length === 0 && <p className="aura-profile-muted">{t('album.empty')}</p>}
      <ul className="aura-profile-album">
        {photos.map((photo) => (
          <li key={photo.id} className="aura-profile-photo">
            {photo.thumbUrl ? (
              <img src={photo.thumbUrl} alt={t('album.photoOf', { nickname })} loading="lazy" />
            ) : (
              <div className="aura-profile-photo-placeholder" />
            )}
            {editable && photo.status === 'review' && (
              <span className="aura-profile-muted">{text('base:profile.underReview')}</span>
            )}
            {editable && photo.status === 'rejected' && (
              <span className="aura-profile-error">
                {photo.reason
                  ? t('album.rejectedBecause', { reason: photo.reason })
                  : text('base:profile.rejected')}
              </span>
            )}
            {editable && onDelete && (
              <Button variant="ghost" size="sm" onClick={() => onDelete(photo.id)}>
                {t('album.delete')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {editable && onPick && (
        <div className="aura-profile-actions">
          <input
            ref={input}
            type="file"
            accept="image/*"
            hidden
            aria-label={t('album.add')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onPick?.(file);
            }}
          />
          <Button variant="secondary" disabled={uploading} onClick={() => input.current?.click()}>
            {uploading ? <Spinner size="sm" /> : null} {uploading ? t('album.uploading') : t('album.add')}
          </Button>
        </div>
      )}
      {notice && <p role="status">{notice}</p>}
      {error && (
        <p role="alert" className="aura-profile-error">
          {error}
        </p>
      )}
    </section>
  );
}
