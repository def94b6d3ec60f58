import type { CodeChannel } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Button } from '@aura/ui-kit';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useMessageText } from '../errors/use-message-text.ts';
import { codeRequested, type CodePurpose } from '../flows/phone/slice.ts';
import { loginViewChanged } from '../session/slice.ts';
import { AuthForm } from './auth-form.tsx';
import { ChannelChoice } from './channel-choice.tsx';
import { PhoneNumberFields } from './phone-number-fields.tsx';
import { useFormTelemetry } from './use-form-telemetry.ts';
import { usePhoneNumber } from './use-phone-number.ts';
import { selectPhoneFlow } from '../selectors.ts';

export interface PhoneNumberStepProps {
  /** `login`: sign in or up; `reset`: the first step of Forgot password. */
  purpose: CodePurpose;
}

/** The number and the channel (SMS or WhatsApp) a code goes to. */
export function PhoneNumberStep({ purpose }: PhoneNumberStepProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const dispatch = useDispatch();
  const flow = useSelector(selectPhoneFlow);
  const phone = usePhoneNumber(flow);
  const [channel, setChannel] = useState<CodeChannel>(flow.channel);
  const { ref: telemetryRef, snapshot: formSignals } = useFormTelemetry('number');
  return (
    <AuthForm
      ref={telemetryRef}
      onSubmit={() => dispatch(codeRequested({ ...phone.value, channel, purpose, telemetry: formSignals() }))}
      error={flow.error}
      intro={purpose === 'reset' && <p className="aura-auth-text">{t('auth.phone.forgotIntro')}</p>}
      submitLabel={t('auth.phone.sendCode')}
      busy={flow.pending === 'sendCode'}
      actions={
        purpose === 'login' && (
          <Button variant="ghost" fullWidth onClick={() => dispatch(loginViewChanged('phonePassword'))}>
            {t('auth.phone.usePassword')}
          </Button>
        )
      }
    >
      <PhoneNumberFields {...phone.fields} error={text(flow.fieldErrors.number)} />
      <ChannelChoice value={channel} onChange={setChannel} />
    </AuthForm>
  );
}
