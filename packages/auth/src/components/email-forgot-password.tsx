import { useTranslation } from '@aura/i18n-catalog';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useMessageText } from '../errors/use-message-text.ts';
import { forgotSubmitted } from '../flows/email/slice.ts';
import { AuthForm } from './auth-form.tsx';
import { EmailField } from './email-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { ResendCode } from './resend-code.tsx';
import './auth-form.css';
import { selectEmailFlow } from '../selectors.ts';

/** Forgot password (spec §4): mails a link to choose a new password; again once the countdown allows. */
export function EmailForgotPassword() {
  const { t } = useTranslation();
  const text = useMessageText();
  const dispatch = useDispatch();
  const flow = useSelector(selectEmailFlow);
  const [email, setEmail] = useState(flow.email);
  if (flow.forgotMail) {
    return (
      <div className="aura-auth-form">
        <p role="status" className="aura-auth-success">
          {t('auth.email.linkSent', { email: flow.email })}
        </p>
        <FormAlert message={flow.error} />
        <ResendCode
          sent={flow.forgotMail}
          pending={flow.pending === 'forgot'}
          onResend={() => dispatch(forgotSubmitted({ email: flow.email }))}
          of="mail"
        />
      </div>
    );
  }
  return (
    <AuthForm
      onSubmit={() => dispatch(forgotSubmitted({ email }))}
      error={flow.error}
      intro={<p className="aura-auth-text">{t('auth.email.forgotBody')}</p>}
      submitLabel={t('auth.email.sendLink')}
      busy={flow.pending === 'forgot'}
    >
      <EmailField value={email} onChange={setEmail} error={text(flow.fieldErrors.email)} />
    </AuthForm>
  );
}
