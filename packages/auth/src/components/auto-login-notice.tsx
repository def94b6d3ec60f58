import { useTranslation } from '@aura/i18n-catalog';
import { NoticeDialog } from './notice-dialog.tsx';

export interface AutoLoginNoticeProps {
  open: boolean;
  onDismiss: () => void;
  /** Opens the login popup; the notice is dismissed first. */
  onLogIn: () => void;
}

/** Says that an auto-login link did not sign the user in (used, expired, or no answer), and offers to log in. */
export function AutoLoginNotice({ open, onDismiss, onLogIn }: AutoLoginNoticeProps) {
  const { t } = useTranslation();
  return (
    <NoticeDialog
      open={open}
      title={t('auth.session.autoLoginFailedTitle')}
      description={t('auth.session.autoLoginFailed')}
      closeText={t('auth.session.close')}
      onDismiss={onDismiss}
      onLogIn={onLogIn}
    />
  );
}
