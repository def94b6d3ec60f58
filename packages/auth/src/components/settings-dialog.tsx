import { useTranslation } from '@aura/i18n-catalog';
import { Avatar, Button, CoinBadge, Dialog } from '@aura/ui-kit';
import { useState, type ReactElement, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { bindRequested, logoutRequested, type BindKind } from '../session/slice.ts';
import { AccountBindingRow } from './account-binding-row.tsx';
import './settings-dialog.css';
import { selectCoins, selectHostPoints, selectProfile, selectUser } from '../selectors.ts';
import { HostEarnings } from './host-earnings.tsx';

export interface SettingsDialogProps {
  /** Controlled open state; leave out to let the dialog keep its own (starting from `defaultOpen`). */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  /**
   * Links to the shell's settings pages (Call settings, say), shown under the account; `close` closes the dialog,
   * for a link to call when it is followed. The shell gives them: the auth package knows no feature's routes.
   */
  links?: (close: () => void) => ReactNode;
}

/**
 * The signed-in user's settings (spec §2 "settings"): avatar, nickname, search id and coin balance (and a host's
 * points with her earnings today and in total, spec §6), the bound e-mail address and phone number with buttons to
 * bind or change them, the shell's settings pages, and logging out.
 */
export function SettingsDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  links,
}: SettingsDialogProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const user = useSelector(selectUser);
  const profile = useSelector(selectProfile);
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const name = profile?.nickname || user?.userName || '';
  const walletCoins = useSelector(selectCoins);
  const points = useSelector(selectHostPoints);
  const coins = walletCoins ?? user?.goldNum ?? 0;
  const bind = (kind: BindKind) => {
    // The binding flow opens its own popup; this one gives way to it.
    setOpen(false);
    dispatch(bindRequested({ kind }));
  };
  return (
    <Dialog
      open={isOpen}
      onOpenChange={setOpen}
      trigger={trigger}
      title={t('auth.settings.title')}
      closeLabel={t('auth.settings.close')}
      footer={
        <Button variant="danger" onClick={() => dispatch(logoutRequested())}>
          {t('auth.settings.logOut')}
        </Button>
      }
    >
      {user && (
        <div className="aura-auth-settings">
          <div className="aura-auth-settings-account">
            <Avatar name={name} size="lg" />
            <div className="aura-auth-settings-identity">
              <p className="aura-auth-settings-name">{name}</p>
              <p className="aura-auth-settings-id">
                {t('auth.settings.searchId', { id: user.searchUserId })}
              </p>
            </div>
          </div>
          <div className="aura-auth-settings-balance">
            <span>{t('auth.settings.balance')}</span>
            <CoinBadge amount={coins} locale={locale} label={t('auth.settings.coins', { count: coins })} />
          </div>
          {points && <HostEarnings points={points} />}
          <dl className="aura-auth-settings-bindings">
            <AccountBindingRow
              kind="email"
              value={profile?.email}
              verified={profile?.emailVerified ?? false}
              onBind={bind}
            />
            <AccountBindingRow kind="phone" value={profile?.phone} verified onBind={bind} />
          </dl>
          {links && <div className="aura-auth-settings-links">{links(() => setOpen(false))}</div>}
        </div>
      )}
    </Dialog>
  );
}
