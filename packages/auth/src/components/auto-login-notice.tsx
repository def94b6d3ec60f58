import { useTranslation } from '@aura/i18n-catalog';
import { Button, Dialog, DialogClose } from '@aura/ui-kit';

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
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onDismiss()}
      title={t('auth.session.autoLoginFailedTitle')}
      description={t('auth.session.autoLoginFailed')}
      closeLabel={t('auth.session.close')}
      size="sm"
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">{t('auth.session.close')}</Button>
          </DialogClose>
          <Button
            onClick={() => {
              onDismiss();
              onLogIn();
            }}
          >
            {t('auth.session.logIn')}
          </Button>
        </>
      }
    />
  );
}
