import { USER_STATUS, type ProfileDetail, type UserStatusName } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Avatar, type AvatarPresence } from '@aura/ui-kit';
import type { ReactNode } from 'react';
import { PhotoAlbum } from './photo-album.tsx';

export interface ProfileViewProps {
  profile: ProfileDetail;
  /** The entry points the shell gives: call, chat, add friend, gift; or the owner's edit link. */
  actions?: ReactNode;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

const STATUS_NAMES = Object.fromEntries(
  Object.entries(USER_STATUS).map(([name, code]) => [code, name as UserStatusName]),
) as Record<number, UserStatusName>;
const PRESENCE: Partial<Record<UserStatusName, AvatarPresence>> = {
  online: 'online',
  busy: 'busy',
  offline: 'offline',
};

/**
 * A user's profile page (spec §2 profile/{friendId}): photos, nickname, age and sign, online status, bio,
 * interests and languages, and the entry points the shell hands in.
 */
export function ProfileView({ profile, actions }: ProfileViewProps) {
  const { t } = useTranslation(['profile', 'interest', 'language', 'constellation', 'webChat']);
  const text = t as unknown as Translate;
  const status = STATUS_NAMES[profile.onlineStatus] ?? 'offline';
  const cover = profile.photos.find((photo) => photo.thumbUrl)?.thumbUrl;
  return (
    <article className="aura-profile" aria-labelledby="aura-profile-name">
      <header className="aura-profile-actions">
        <Avatar
          name={profile.nickname}
          {...(cover ? { src: cover } : {})}
          size="xl"
          presence={PRESENCE[status] ?? 'offline'}
          presenceLabel={text(`webChat:status.${status}`)}
        />
        <div className="aura-profile-field">
          <h1 id="aura-profile-name">{profile.nickname}</h1>
          {profile.verified && <p className="aura-profile-verified">{t('kyc.verified')}</p>}
          <p className="aura-profile-muted">
            {[
              profile.age !== undefined
                ? text('page.age', { count: profile.age, age: profile.age })
                : undefined,
              profile.constellation ? text(`constellation:${profile.constellation}`) : undefined,
              text(`webChat:status.${status}`),
              text('page.searchId', { id: profile.searchUserId }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </header>
      {actions && <div className="aura-profile-actions">{actions}</div>}
      {profile.bio && (
        <section className="aura-profile-field">
          <h2>{t('page.about')}</h2>
          <p>{profile.bio}</p>
        </section>
      )}
      {profile.interests.length > 0 && (
        <section className="aura-profile-field">
          <h2>{t('edit.interests')}</h2>
          <ul className="aura-profile-choices">
            {profile.interests.map((id) => (
              <li key={id}>{text(`interest:${id}`)}</li>
            ))}
          </ul>
        </section>
      )}
      {profile.languages.length > 0 && (
        <section className="aura-profile-field">
          <h2>{t('edit.languages')}</h2>
          <ul className="aura-profile-choices">
            {profile.languages.map((id) => (
              <li key={id}>{text(`language:${id}`)}</li>
            ))}
          </ul>
        </section>
      )}
      <PhotoAlbum photos={profile.photos} nickname={profile.nickname} editable={profile.own} />
      {profile.videos.some((video) => video.url) && (
        <section className="aura-profile-field">
          <h2>{t('videos.title')}</h2>
          <ul className="aura-profile-videos">
            {profile.videos.flatMap((video) =>
              video.url
                ? [
                    <li key={video.id}>
                      {/* A user's own clip: there are no captions to offer (users upload none). */}
                      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
                      <video
                        className="aura-profile-camera"
                        src={video.url}
                        controls
                        preload="metadata"
                        aria-label={t('videos.videoOf', { nickname: profile.nickname })}
                      />
                      {video.status === 'review' && (
                        <span className="aura-profile-muted">{text('base:profile.underReview')}</span>
                      )}
                    </li>,
                  ]
                : [],
            )}
          </ul>
        </section>
      )}
    </article>
  );
}
