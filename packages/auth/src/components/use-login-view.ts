import { useSelector } from 'react-redux';
import { type LoginView } from '../session/slice.ts';
import {
  selectEmailFlow,
  selectLoginPopup,
  selectLoginPopupShown,
  selectProfileIncomplete,
} from '../selectors.ts';

/**
 * The login screen to show, and whether the popup shows it. A signed-in user whose profile is incomplete always
 * gets profile completion, except while choosing the first password after an e-mail link.
 */
export function useLoginView(): { view: LoginView; popupOpen: boolean } {
  const popup = useSelector(selectLoginPopup);
  const incomplete = useSelector(selectProfileIncomplete);
  const popupOpen = useSelector(selectLoginPopupShown);
  const view = incomplete && popup.view !== 'emailVerify' ? 'completeProfile' : popup.view;
  return { view, popupOpen };
}

/** The catalog key of a screen's title. */
export function useLoginTitleKey(view: LoginView) {
  const { verifyStep } = useSelector(selectEmailFlow);
  switch (view) {
    case 'phone':
      return 'auth.phone.title' as const;
    case 'phonePassword':
      return 'auth.phone.passwordTitle' as const;
    case 'phoneForgot':
      return 'auth.phone.forgotTitle' as const;
    case 'email':
      return 'auth.email.title' as const;
    case 'emailForgot':
      return 'auth.email.forgotTitle' as const;
    case 'emailReset':
      return 'auth.email.resetTitle' as const;
    case 'emailVerify':
      return verifyStep === 'password'
        ? ('auth.email.setPasswordTitle' as const)
        : ('auth.email.verifyTitle' as const);
    case 'completeProfile':
      return 'auth.profile.title' as const;
    default:
      return 'auth.login.title' as const;
  }
}
