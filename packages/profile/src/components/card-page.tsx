import { RechargeLink } from '@aura/auth';
import { APP_ROUTES, BUSINESS_CODES, type Liker } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Avatar, Button, EmptyState, Spinner } from '@aura/ui-kit';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectCard } from '../selectors.ts';
import { cardNoticeClosed, cardOpened, likePressed, passPressed, profileLinkPressed } from '../slice.ts';
import { ProfileView } from './profile-view.tsx';
import { useText } from './use-message.ts';
import './profile.css';

/** Who liked the user and was not liked back: each with Like back (at the same price) and their profile. */
function LikesList({ likes, price, busy }: { likes: Liker[]; price: number; busy: boolean }) {
  const { t } = useTranslation('profile');
  const dispatch = useDispatch();
  if (likes.length === 0) return null;
  return (
    <section className="aura-card-likes" aria-labelledby="aura-card-likes-title">
      <h2 id="aura-card-likes-title">{t('card.likedYou')}</h2>
      <ul>
        {likes.map((liker) => (
          <li key={liker.userId}>
            <Avatar name={liker.nickname} {...(liker.photo ? { src: liker.photo } : {})} size="sm" />
            <button
              type="button"
              className="aura-card-liker"
              onClick={() =>
                dispatch(profileLinkPressed({ to: APP_ROUTES.profile.replace('$friendId', liker.userId) }))
              }
            >
              {liker.nickname}
            </button>
            <Button
              size="sm"
              disabled={busy}
              onClick={() => dispatch(likePressed({ userId: liker.userId, nickname: liker.nickname }))}
            >
              {t('card.likeBack', { count: price })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The card route (spec §2 `card`; docs/profiles.md "The card"): people one card at a time, Pass (free) or Like at
 * the server's price, named on the button before the tap; a like back makes the two friends; too few coins says so
 * with Recharge; who liked the user, to like back.
 */
export function CardPage() {
  const { t } = useTranslation('profile');
  const text = useText();
  const dispatch = useDispatch();
  const { status, price, cards, liking, notice, likes } = useSelector(selectCard);
  useEffect(() => {
    dispatch(cardOpened());
  }, [dispatch]);
  const card = cards[0];
  let body;
  if (status === 'failed')
    body = (
      <EmptyState
        title={t('card.failed')}
        action={
          <Button variant="secondary" onClick={() => dispatch(cardOpened())}>
            {t('card.retry')}
          </Button>
        }
      />
    );
  else if (status !== 'loaded')
    body = (
      <p role="status">
        <Spinner size="sm" />
      </p>
    );
  else if (!card) body = <EmptyState title={t('card.empty')} />;
  else
    body = (
      <div className="aura-card">
        <ProfileView profile={card} />
        <div className="aura-card-actions">
          <Button variant="secondary" onClick={() => dispatch(passPressed(card.userId))}>
            {t('card.pass')}
          </Button>
          <Button
            disabled={liking !== undefined}
            aria-busy={liking === card.userId}
            onClick={() => dispatch(likePressed({ userId: card.userId, nickname: card.nickname }))}
          >
            {t('card.like', { count: price })}
          </Button>
        </div>
      </div>
    );
  return (
    <section className="aura-profile" aria-labelledby="aura-card-title">
      <h1 id="aura-card-title">{t('card.title')}</h1>
      {notice?.kind === 'friends' && (
        <p role="status" className="aura-card-notice">
          {t('card.friends', { name: notice.nickname })}{' '}
          <Button
            size="sm"
            onClick={() => {
              dispatch(cardNoticeClosed());
              dispatch(
                profileLinkPressed({ to: APP_ROUTES.messageSession.replace('$friendId', notice.userId) }),
              );
            }}
          >
            {t('card.message')}
          </Button>
        </p>
      )}
      {notice?.kind === 'refused' && (
        <p role="alert" className="aura-profile-error">
          {notice.code === BUSINESS_CODES.insufficientCoins
            ? text('base:coins.insufficientForLike')
            : text('base:errors.generic')}{' '}
          {notice.code === BUSINESS_CODES.insufficientCoins && (
            <RechargeLink onFollow={() => dispatch(cardNoticeClosed())} />
          )}
        </p>
      )}
      {body}
      <LikesList likes={likes} price={price} busy={liking !== undefined} />
    </section>
  );
}
