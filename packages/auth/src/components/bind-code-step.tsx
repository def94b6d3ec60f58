import { useTranslation } from '@aura/i18n-catalog';
import { Button, TextField } from '@aura/ui-kit';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useMessageText } from '../errors/use-message-text.ts';
import { bindCodeResendRequested, bindCodeSubmitted, bindValueEditRequested } from '../flows/bind/slice.ts';
import { formatInternational } from '../flows/phone/numbers.ts';
import { AuthForm } from './auth-form.tsx';
import { ResendCode } from './resend-code.tsx';
import { selectBindFlow } from '../selectors.ts';

/**
 * The code sent to the address or number. When it is bound, unverified, to another account, the spec's warning
 * comes first and the user must confirm moving it here.
 */
export function BindCodeStep() {
  const { t } = useTranslation(['app', 'base']);
  const text = useMessageText();
  const dispatch = useDispatch();
  const flow = useSelector(selectBindFlow);
  const [code, setCode] = useState('');
  const [confirmTakeover, setConfirmTakeover] = useState(false);
  const target = flow.kind === 'phone' ? formatInternational(flow.value ?? '') : (flow.value ?? '');
  const takeoverError = text(flow.fieldErrors.takeover);
  return (
    <AuthForm
      onSubmit={() =>
        dispatch(bindCodeSubmitted({ code, confirmTakeover: flow.takeover && confirmTakeover }))
      }
      error={flow.error}
      intro={<p className="aura-auth-text">{t('auth.bind.codeSent', { target })}</p>}
      submitLabel={t('auth.bind.confirm')}
      busy={flow.pending === 'verify'}
      actions={
        <>
          {flow.code && (
            <ResendCode
              sent={flow.code}
              pending={flow.pending === 'sendCode'}
              onResend={() => dispatch(bindCodeResendRequested())}
              of="code"
            />
          )}
          <Button variant="ghost" fullWidth onClick={() => dispatch(bindValueEditRequested())}>
            {t('auth.bind.change')}
          </Button>
        </>
      }
    >
      {flow.takeover && (
        <div className="aura-auth-field">
          <p className="aura-auth-warning" id="aura-bind-takeover-warning">
            {t('base:binding.takeOverWarning')}
          </p>
          <label className="aura-auth-choice">
            <input
              type="checkbox"
              checked={confirmTakeover}
              aria-describedby="aura-bind-takeover-warning"
              aria-invalid={takeoverError && !confirmTakeover ? true : undefined}
              onChange={(event) => setConfirmTakeover(event.target.checked)}
            />
            {t('auth.bind.takeoverConfirm')}
          </label>
        </div>
      )}
      <TextField
        label={t('auth.bind.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={text(flow.fieldErrors.code)}
        required
      />
    </AuthForm>
  );
}
