import { AdultGate, SessionNotices, loginPopupClosed, selectLoginPopup } from '@aura/auth';
import { useTranslation } from '@aura/i18n-catalog';
import { Dialog } from '@aura/ui-kit';
import { useDispatch, useSelector } from 'react-redux';
import type { RootState } from '../store.ts';

/**
 * The popups every page can show, each opened and closed through the store: the login popup, the session's
 * notices (ban, ended session, failed auto-login) and, last so that it is on top, the 18+ gate of a first visit.
 */
export function PopupHost() {
  return (
    <>
      <LoginPopupPlaceholder />
      <SessionNotices />
      <AdultGate />
    </>
  );
}

/** Stands in for @aura/auth's LoginPopup until it lands: says plainly that signing in is not available yet. */
function LoginPopupPlaceholder() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { open } = useSelector((state: RootState) => selectLoginPopup(state));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) dispatch(loginPopupClosed());
      }}
      title={t('shell.loginPopup.title')}
      description={t('shell.loginPopup.body')}
      closeLabel={t('shell.loginPopup.close')}
      size="sm"
    />
  );
}
