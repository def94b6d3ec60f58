import {
  isAdultConfirmed,
  selectIsLoggedIn,
  selectAuthNotice,
  selectBanNotice,
  selectBindFlow,
  selectLoginPopupShown,
  selectSessionDialog,
} from '@aura/auth';
import { selectOnlineTip } from '@aura/im';
import { selectCallOverlayShown } from '@aura/rtc-call';
import { Suspense, lazy, useState } from 'react';
import { useSelector } from 'react-redux';
import { ConsentHost } from '../consent/consent-host.tsx';
import type { RootState } from '../store.ts';
import { LazyWhen } from './lazy-when.tsx';

const authScreens = () => import('../lazy/auth-screens.ts');
const AdultGate = lazy(() => import('../lazy/adult-gate.ts').then((gate) => ({ default: gate.AdultGate })));
const LoginPopup = lazy(() => authScreens().then((screens) => ({ default: screens.LoginPopup })));
const BindDialog = lazy(() =>
  import('../lazy/bind-dialog.ts').then((dialog) => ({ default: dialog.BindDialog })),
);
const SessionNotices = lazy(() => authScreens().then((screens) => ({ default: screens.SessionNotices })));
const CallOverlay = lazy(() =>
  import('../lazy/call-screens.tsx').then((screens) => ({ default: screens.CallOverlay })),
);

const RewardsPopups = lazy(() =>
  import('../routes/rewards-route-pages.tsx').then((pages) => ({ default: pages.RewardsPopups })),
);
const GiftsHost = lazy(() => import('../lazy/gifts.tsx').then((gifts) => ({ default: gifts.GiftsHost })));
const OnlineTipHost = lazy(() =>
  import('../routes/wall-route-page.tsx').then((pages) => ({ default: pages.OnlineTipHost })),
);

const selectSessionNoticeShown = (state: RootState) =>
  Boolean(selectBanNotice(state) || selectSessionDialog(state) || selectAuthNotice(state));

/**
 * The popups every page can show, each opened and closed through the store: the login popup, binding an e-mail
 * address or phone number, the session's notices (ban, ended session, failed auto-login), and the call's bell,
 * screen and outcome and the question about a call still running (@aura/rtc-call), the rewards' popups
 * (@aura/rewards: the check-in, when the server's popups say today's is open), the gift panel and a
 * received gift (@aura/gifts), and a friend come online (@aura/im). On a first visit the 18+ gate
 * comes alone: the others wait until the visitor has confirmed their age, so a guarded link never shows the login
 * popup behind the gate.
 *
 * Each is a lazily loaded chunk, fetched the first time the store says it shows, with a spinner over the page
 * meanwhile (docs/performance.md, "The app's first load"): none of them is on the first screen of a returning user.
 */
export function PopupHost() {
  const [adult, setAdult] = useState(isAdultConfirmed);
  const loginShown = useSelector(selectLoginPopupShown);
  const bindShown = useSelector((state: RootState) => selectBindFlow(state).open);
  const noticeShown = useSelector(selectSessionNoticeShown);
  const callShown = useSelector(selectCallOverlayShown);
  const loggedIn = useSelector(selectIsLoggedIn);
  // The gifts' slice joins the store after start (store.ts); until then nothing of theirs shows.
  const giftsShown = useSelector((state: RootState) =>
    Boolean(state.gifts?.panel.open || state.gifts?.arrivals.length),
  );
  const onlineTipShown = useSelector((state: RootState) => selectOnlineTip(state) !== undefined);
  if (!adult)
    return (
      <LazyWhen active>
        <AdultGate onConfirm={() => setAdult(true)} />
      </LazyWhen>
    );
  return (
    <>
      {/* The cookie popup or the EU consent tool (docs/consent.md), after the gate. */}
      <ConsentHost />
      {/* One at a time: a session notice (why the user was signed out) comes before the login it leads to. */}
      <LazyWhen active={loginShown && !noticeShown}>
        <LoginPopup />
      </LazyWhen>
      <LazyWhen active={bindShown}>
        <BindDialog />
      </LazyWhen>
      <LazyWhen active={noticeShown}>
        <SessionNotices />
      </LazyWhen>
      <LazyWhen active={callShown}>
        <CallOverlay />
      </LazyWhen>
      {/* The rewards load in the background once signed in: their popups (the check-in) are the server's call. */}
      {loggedIn && (
        <Suspense fallback={null}>
          <RewardsPopups />
        </Suspense>
      )}
      {/* After the call's overlay: the panel and a received gift show over the call screen. */}
      <LazyWhen active={giftsShown}>
        <GiftsHost />
      </LazyWhen>
      {/* A friend waited for came online (@aura/im, in the wall's chunk, loaded by then). */}
      <LazyWhen active={onlineTipShown}>
        <OnlineTipHost />
      </LazyWhen>
    </>
  );
}
