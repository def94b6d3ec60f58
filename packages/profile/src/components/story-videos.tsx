import type { AlbumVideo } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button, Spinner } from '@aura/ui-kit';
import { useId, useRef } from 'react';
import { useText } from './use-message.ts';

export interface StoryVideosProps {
  videos: readonly AlbumVideo[];
  nickname: string;
  uploading?: boolean;
  error?: string;
  onPick: (file: File) => void;
  onDelete: (id: string) => void;
}

/**
 * One's video story on the profile edit (spec §2 profile editing "video (story)"): every video with its review
 * state, a delete button each, and "Add a video" (WebM or MP4; the gateway judges the container and length).
 */
export function StoryVideos({ videos, nickname, uploading, error, onPick, onDelete }: StoryVideosProps) {
  const { t } = useTranslation('profile');
  const text = useText();
  const input = useRef<HTMLInputElement>(null);
  const headingId = useId();
  return (
    <section className="aura-profile-field" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('videos.title')}</h2>
      {videos.length === 0 && <p className="aura-profile-muted">{t('videos.empty')}</p>}
      <ul className="aura-profile-videos">
        {videos.map((video) => (
          <li key={video.id}>
            {video.url ? (
              // A user's own clip: there are no captions to offer (users upload none).
              // eslint-disable-next-line jsx-a11y/media-has-caption
              <video
                className="aura-profile-camera"
                src={video.url}
                controls
                preload="metadata"
                aria-label={t('videos.videoOf', { nickname })}
              />
            ) : (
              <div className="aura-profile-photo-placeholder" />
            )}
            {video.status === 'review' && (
              <span className="aura-profile-muted">{text('base:profile.underReview')}</span>
            )}
            {video.status === 'rejected' && (
              <span className="aura-profile-error">
                {video.reason
                  ? t('album.rejectedBecause', { reason: video.reason })
                  : text('base:profile.rejected')}
              </span>
            )}
            <Button variant="ghost" size="sm" onClick={() => onDelete(video.id)}>
              {t('videos.delete')}
            </Button>
          </li>
        ))}
      </ul>
      <div className="aura-profile-actions">
        <input
          ref={input}
          type="file"
          accept="video/webm,video/mp4"
          hidden
          aria-label={t('videos.add')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onPick(file);
          }}
        />
        <Button variant="secondary" disabled={uploading} onClick={() => input.current?.click()}>
          {uploading ? <Spinner size="sm" /> : null} {uploading ? t('album.uploading') : t('videos.add')}
        </Button>
      </div>
      {error && (
        <p role="alert" className="aura-profile-error">
          {error}
        </p>
      )}
    </section>
  );
}
