import { useTranslation } from '@aura/i18n-catalog';
import { Button, Spinner } from '@aura/ui-kit';
import { useDispatch, useSelector } from 'react-redux';
import {
  addressEditRequested,
  emailNewPasswordSubmitted,
  verifyMailResendRequested,
} from '../flows/email/slice.ts';
import { loginViewChanged } from '../session/slice.ts';
import { EmailSetPassword } from './email-set-password.tsx';
import { FormAlert } from './form-alert.tsx';
import { ResendCode } from './resend-code.tsx';
import './auth-form.css';
import { selectEmailFlow } from '../selectors.ts';

/**
 * After e-mail sign-up: "check your inbox" while the app polls for the address to be verified (with resend),
 * then the first password. A /login?verifyEmail=… link shows its progress here, then asks for the password.
 */
export function EmailVerify() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const flow = useSelector(selectEmailFlow);
  const changeAddress = () => {
    dispatch(addressEditRequested());
    dispatch(loginViewChanged('email'));
  };

  if (flow.pending === 'link') return <Spinner label={t('auth.email.confirming')} />;
  if (flow.verifyStep === 'password') {
    return (
      <EmailSetPassword
        intro={t('auth.email.setPasswordBody')}
        submitLabel={t('auth.email.savePassword')}
        busy={flow.pending === 'setPassword'}
        onSubmit={(password) => emailNewPasswordSubmitted({ password })}
      />
    );
  }
  if (!flow.registrationToken) {
    // A link that did not work, or a sign-up that is gone.
    return (
      <div className="aura-auth-form">
        <FormAlert message={flow.error} />
        <Button fullWidth onClick={changeAddress}>
          {t('auth.email.otherAddress')}
        </Button>
      </div>
    );
  }
  return (
    <div className="aura-auth-form">
      <p className="aura-auth-text">{t('auth.email.verifyBody', { email: flow.email })}</p>
      <FormAlert message={flow.error} />
      <p role="status" className="aura-auth-success" hidden={(flow.verifyMail?.sentCount ?? 0) < 2}>
        {(flow.verifyMail?.sentCount ?? 0) > 1 ? t('auth.email.resent') : null}
      </p>
      <p className="aura-auth-waiting">
        <Spinner size="sm" />
        {t('auth.email.waiting')}
      </p>
      <div className="aura-auth-actions">
        {flow.verifyMail && (
          <ResendCode
            sent={flow.verifyMail}
            pending={flow.pending === 'resend'}
            onResend={() => dispatch(verifyMailResendRequested())}
            of="mail"
          />
        )}
        <Button variant="ghost" fullWidth onClick={changeAddress}>
          {t('auth.email.otherAddress')}
        </Button>
      </div>
    </div>
  );
}
