import { RESULT_CODES } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import type { SessionDialog } from '../session/slice.ts';
import { NoticeDialog } from './notice-dialog.tsx';

export interface SessionEndedDialogProps {
  /** Why the session ended; the dialog is closed without one. */
  dialog: SessionDialog | undefined;
  onDismiss: () => void;
  /** Opens the login popup; the dialog is dismissed first. */
  onLogIn: () => void;
}

/**
 * Tells why the gateway ended the session (spec §8): "Login has expired" for HTTP 401; for a re-login code the
 * server's message or "Failed to get information, log in again", and for a session replaced on another device
 * the spec's own sentence.
 */
export function SessionEndedDialog({ dialog, onDismiss, onLogIn }: SessionEndedDialogProps) {
  const { t } = useTranslation(['app', 'base']);
  let title = t('base:session.loginExpired');
  let description = t('base:session.loginRequired');
  if (dialog?.kind === 'relogin') {
    title = t('auth.session.reloginTitle');
    description =
      dialog.code === RESULT_CODES.activeOnAnotherDevice
        ? t('base:session.activeOnAnotherDevice')
        : dialog.message || t('base:session.reloginRequired');
  }
  return (
    <NoticeDialog
      open={dialog !== undefined}
      title={title}
      description={description}
      closeText={t('auth.session.ok')}
      onDismiss={onDismiss}
      onLogIn={onLogIn}
    />
  );
}
