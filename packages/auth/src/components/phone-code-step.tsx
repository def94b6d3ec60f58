import { PASSWORD_LENGTH } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button, TextField } from '@aura/ui-kit';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useMessageText } from '../errors/use-message-text.ts';
import { formatInternational } from '../flows/phone/numbers.ts';
import {
  codeLoginSubmitted,
  codeResendRequested,
  numberEditRequested,
  resetCodeSubmitted,
  type CodePurpose,
} from '../flows/phone/slice.ts';
import { AuthForm } from './auth-form.tsx';
import { PasswordField } from './password-field.tsx';
import { ResendCode } from './resend-code.tsx';
import { useFormTelemetry } from './use-form-telemetry.ts';
import { selectPhoneFlow } from '../selectors.ts';

export interface PhoneCodeStepProps {
  purpose: CodePurpose;
}

/**
 * The code sent to the number, with its resend countdown. Signing in with a number that has no password yet
 * offers an optional one (at least PASSWORD_LENGTH.phoneMin), to log in without a code next time.
 */
export function PhoneCodeStep({ purpose }: PhoneCodeStepProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const dispatch = useDispatch();
  const flow = useSelector(selectPhoneFlow);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const sent = purpose === 'login' ? flow.code : flow.resetCode;
  const offersPassword = purpose === 'login' && !flow.hasPassword;
  const { ref: telemetryRef, snapshot: formSignals } = useFormTelemetry('code');
  return (
    <AuthForm
      ref={telemetryRef}
      onSubmit={() =>
        dispatch(
          purpose === 'login'
            ? codeLoginSubmitted({ code, ...(offersPassword && password ? { password } : {}) })
            : resetCodeSubmitted({ code }),
        )
      }
      error={flow.error}
      intro={
        <p className="aura-auth-text">
          {t('auth.phone.codeSent', { number: formatInternational(flow.mobile ?? '') })}
        </p>
      }
      submitLabel={purpose === 'login' ? t('auth.phone.logIn') : t('auth.phone.verifyCode')}
      busy={flow.pending === 'login' || flow.pending === 'checkCode'}
      actions={
        <>
          {sent && (
            <ResendCode
              sent={sent}
              pending={flow.pending === 'sendCode'}
              onResend={() => dispatch(codeResendRequested({ purpose, telemetry: formSignals() }))}
              of="code"
            />
          )}
          <Button variant="ghost" fullWidth onClick={() => dispatch(numberEditRequested())}>
            {t('auth.phone.changeNumber')}
          </Button>
        </>
      }
    >
      <TextField
        label={t('auth.phone.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the code is the only thing to do on this step
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={text(flow.fieldErrors.code)}
        required
      />
      {offersPassword && (
        <PasswordField
          label={t('auth.phone.optionalPassword')}
          autoComplete="new-password"
          hint={t('auth.phone.optionalPasswordHint', {
            count: PASSWORD_LENGTH.phoneMin,
            min: PASSWORD_LENGTH.phoneMin,
          })}
          value={password}
          onChange={setPassword}
          error={text(flow.fieldErrors.password)}
          section="phone"
        />
      )}
    </AuthForm>
  );
}
