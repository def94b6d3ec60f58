import { AdultGate, BindDialog, isAdultConfirmed, LoginPopup, SessionNotices } from '@aura/auth';
import { CallOverlay } from '@aura/rtc-call';
import { useState } from 'react';

/**
 * The popups every page can show, each opened and closed through the store: the login popup, binding an e-mail
 * address or phone number, the session's notices (ban, ended session, failed auto-login), and the call's bell,
 * screen and outcome (@aura/rtc-call). On a first visit the 18+ gate comes alone: the others wait until the
 * visitor has confirmed their age, so a guarded link never shows the login popup behind the gate.
 */
export function PopupHost() {
  const [adult, setAdult] = useState(isAdultConfirmed);
  if (!adult) return <AdultGate onConfirm={() => setAdult(true)} />;
  return (
    <>
      <LoginPopup />
      <BindDialog />
      <SessionNotices />
      <CallOverlay />
    </>
  );
}
