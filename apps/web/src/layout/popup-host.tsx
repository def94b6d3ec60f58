import { AdultGate, BindDialog, LoginPopup, SessionNotices } from '@aura/auth';

/**
 * The popups every page can show, each opened and closed through the store: the login popup, binding an e-mail
 * address or phone number, the session's notices (ban, ended session, failed auto-login) and, last so that it is
 * on top, the 18+ gate of a first visit.
 */
export function PopupHost() {
  return (
    <>
      <LoginPopup />
      <BindDialog />
      <SessionNotices />
      <AdultGate />
    </>
  );
}
