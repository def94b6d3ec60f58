import { useTranslation } from '@aura/i18n-catalog';
import { CloseGlyph, IconButton } from '@aura/ui-kit';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectWelcome } from '../selectors.ts';
import { welcomeDismissed } from '../slice.ts';

/** How long the banner stays unless closed first. */
export const WELCOME_SHOWN_MS = 8000;

/**
 * The register banner of a new account (spec §3, §7 checkIfAddCoinForNew; docs/rewards.md): the sign-up coins that
 * arrived, once. A banner, not a dialog: it opens by itself right after sign-up, so it never takes the page from
 * the user (clicks pass through it but for its close button), and goes after a few seconds.
 */
export function WelcomeBanner() {
  const { t } = useTranslation('wheel');
  const dispatch = useDispatch();
  const welcome = useSelector(selectWelcome);
  useEffect(() => {
    if (!welcome) return;
    const timer = setTimeout(() => dispatch(welcomeDismissed()), WELCOME_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [welcome, dispatch]);
  if (!welcome) return null;
  return (
    <aside className="aura-rewards-banner" aria-label={t('rewards.welcomeTitle')}>
      {welcome.img && <img src={welcome.img} alt="" width={48} height={48} />}
      <p role="status">
        <strong>{t('rewards.welcomeTitle')}</strong>{' '}
        {t('rewards.welcomeCoins', { count: welcome.gold, coins: welcome.gold })}
      </p>
      <IconButton
        variant="ghost"
        size="sm"
        label={t('rewards.close')}
        icon={<CloseGlyph />}
        onClick={() => dispatch(welcomeDismissed())}
      />
    </aside>
  );
}
