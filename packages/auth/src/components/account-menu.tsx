import { useTranslation } from '@aura/i18n-catalog';
import { Avatar, Button, CoinBadge, Skeleton } from '@aura/ui-kit';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { loginRequested } from '../session/slice.ts';
import './account-menu.css';
import { selectAuthStatus, selectCoins, selectHostPoints, selectProfile, selectUser } from '../selectors.ts';
import { PointsBadge } from './points-badge.tsx';

// The settings dialog (and the dialog machinery under it) is a chunk of its own, loaded on the first click.
const SettingsDialog = lazy(() =>
  import('./settings-dialog.tsx').then((dialog) => ({ default: dialog.SettingsDialog })),
);

export interface AccountMenuProps {
  /** Links to the shell's settings pages, shown in the settings dialog (`SettingsDialogProps.links`). */
  links?: (close: () => void) => ReactNode;
}

/**
 * The header's account button: "Log in" for a visitor; for a signed-in user the avatar with the coin balance
 * (and a host's points) as the live wallet keeps them, which opens the settings (with the shell's `links`). While startup is still deciding, a placeholder of the same
 * size.
 */
export function AccountMenu({ links }: AccountMenuProps = {}) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const status = useSelector(selectAuthStatus);
  const user = useSelector(selectUser);
  const profile = useSelector(selectProfile);
  const walletCoins = useSelector(selectCoins);
  const points = useSelector(selectHostPoints);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Whether the settings were opened once: until then the trigger is a plain button that loads the dialog.
  const [settingsWanted, setSettingsWanted] = useState(false);

  if (status === 'visitor') {
    return (
      <Button size="sm" onClick={() => dispatch(loginRequested({ origin: 'header' }))}>
        {t('auth.session.logIn')}
      </Button>
    );
  }
  if (status !== 'loggedIn' || !user) {
    return (
      <span className="aura-auth-account-menu" role="status">
        <Skeleton shape="circle" width="2rem" />
        <span className="aura-visually-hidden">{t('auth.settings.loading')}</span>
      </span>
    );
  }
  const name = profile?.nickname || user.userName;
  const coins = walletCoins ?? user.goldNum ?? 0;
  const trigger = (
    <Button
      variant="ghost"
      size="sm"
      className="aura-auth-account-menu"
      aria-haspopup="dialog"
      onClick={
        settingsWanted
          ? undefined
          : () => {
              setSettingsWanted(true);
              setSettingsOpen(true);
            }
      }
    >
      <Avatar name={name} size="sm" />
      <CoinBadge
        amount={coins}
        locale={i18n.resolvedLanguage ?? i18n.language}
        label={t('auth.settings.coins', { count: coins })}
        size="sm"
      />
      {points && <PointsBadge amount={points.balance} size="sm" />}
      <span className="aura-visually-hidden">{t('auth.settings.open')}</span>
    </Button>
  );
  if (!settingsWanted) return trigger;
  // While the dialog's chunk loads, the same button stays where it is: nothing moves.
  return (
    <Suspense fallback={trigger}>
      <SettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} trigger={trigger} links={links} />
    </Suspense>
  );
}
