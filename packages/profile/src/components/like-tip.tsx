import { APP_ROUTES } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button, CloseGlyph, IconButton } from '@aura/ui-kit';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectCard } from '../selectors.ts';
import { likeArrivedClosed } from '../slice.ts';
import './profile.css';

/** How long the tip stays unless closed or followed first. */
export const LIKE_TIP_SHOWN_MS = 10_000;

/**
 * A like just received (docs/profiles.md "The card"), told over whatever page is open: who, with See (the card page's
 * Likes list) or, for a like back, Send a message. A banner, not a dialog: clicks pass through it but for its
 * buttons, and it goes after a few seconds. `onOpen` follows an app path through the shell.
 */
export function LikeTip({ onOpen }: { onOpen: (path: string) => void }) {
  const { t } = useTranslation('profile');
  const dispatch = useDispatch();
  const arrived = useSelector(selectCard).arrived;
  useEffect(() => {
    if (!arrived) return;
    const timer = setTimeout(() => dispatch(likeArrivedClosed()), LIKE_TIP_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [arrived, dispatch]);
  if (!arrived) return null;
  const to = arrived.mutual
    ? APP_ROUTES.messageSession.replace('$friendId', arrived.userId)
    : APP_ROUTES.card;
  return (
    <aside className="aura-like-tip" aria-label={t('card.likeTip')}>
      <p role="status">
        {t(arrived.mutual ? 'card.likedBack' : 'card.likedYouNow', { name: arrived.nickname })}
      </p>
      <Button
        size="sm"
        onClick={() => {
          dispatch(likeArrivedClosed());
          onOpen(to);
        }}
      >
        {t(arrived.mutual ? 'card.message' : 'card.see')}
      </Button>
      <IconButton
        variant="ghost"
        size="sm"
        label={t('card.close')}
        icon={<CloseGlyph />}
        onClick={() => dispatch(likeArrivedClosed())}
      />
    </aside>
  );
}
