import { useDispatch, useSelector } from 'react-redux';
import {
  banNoticeDismissed,
  loginRequested,
  noticeDismissed,
  sessionDialogDismissed,
} from '../session/slice.ts';
import { AutoLoginNotice } from './auto-login-notice.tsx';
import { BannedNotice } from './banned-notice.tsx';
import { SessionEndedDialog } from './session-ended-dialog.tsx';
import { selectAuthNotice, selectBanNotice, selectSessionDialog } from '../selectors.ts';

/**
 * The session's notices, from the store: the ban notice, the dialog of a session the gateway ended, and a failed
 * auto-login. The shell mounts this once, beside its routes.
 */
export function SessionNotices() {
  const dispatch = useDispatch();
  const banned = useSelector(selectBanNotice);
  const sessionDialog = useSelector(selectSessionDialog);
  const notice = useSelector(selectAuthNotice);
  const logIn = () => dispatch(loginRequested({ origin: 'link' }));
  return (
    <>
      <BannedNotice notice={banned} onDismiss={() => dispatch(banNoticeDismissed())} />
      <SessionEndedDialog
        dialog={sessionDialog}
        onDismiss={() => dispatch(sessionDialogDismissed())}
        onLogIn={logIn}
      />
      <AutoLoginNotice
        open={notice?.kind === 'autoLoginFailed'}
        onDismiss={() => dispatch(noticeDismissed())}
        onLogIn={logIn}
      />
    </>
  );
}
