import type { CodeChannel } from '@aura/contracts';
import { selectCountry } from '@aura/gateway-client';
import { useTranslation } from '@aura/i18n-catalog';
import { Button } from '@aura/ui-kit';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useMessageText } from '../errors/use-message-text.ts';
import { defaultCallingCountry } from '../flows/phone/numbers.ts';
import { codeRequested, selectPhoneFlow, type CodePurpose } from '../flows/phone/slice.ts';
import { loginViewChanged } from '../session/slice.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { FormAlert } from './form-alert.tsx';
import { PhoneNumberFields } from './phone-number-fields.tsx';
import { useFormTelemetry } from './use-form-telemetry.ts';
import './auth-form.css';

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
  const ipCountry = useSelector(selectCountry)?.ab;
  const [country, setCountry] = useState(() => flow.country ?? defaultCallingCountry(ipCountry));
  const [number, setNumber] = useState(flow.number);
  const [channel, setChannel] = useState<CodeChannel>(flow.channel);
  const { ref: telemetryRef, snapshot: formSignals } = useFormTelemetry('number');
  return (
    <form
      ref={telemetryRef}
      className="aura-auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(codeRequested({ country, number, channel, purpose, telemetry: formSignals() }));
      }}
    >
      {purpose === 'reset' && <p className="aura-auth-text">{t('auth.phone.forgotIntro')}</p>}
      <FormAlert message={flow.error} />
      <PhoneNumberFields
        country={country}
        number={number}
        onCountryChange={setCountry}
        onNumberChange={setNumber}
        error={text(flow.fieldErrors.number)}
      />
      <ChoiceGroup
        legend={t('auth.phone.channel')}
        value={channel}
        choices={[
          { value: 'sms', label: t('auth.phone.sms') },
          { value: 'whatsapp', label: t('auth.phone.whatsapp') },
        ]}
        onChange={setChannel}
      />
      <div className="aura-auth-actions">
        <Button type="submit" fullWidth loading={flow.pending === 'sendCode'}>
          {t('auth.phone.sendCode')}
        </Button>
        {purpose === 'login' && (
          <Button variant="ghost" fullWidth onClick={() => dispatch(loginViewChanged('phonePassword'))}>
            {t('auth.phone.usePassword')}
          </Button>
        )}
      </div>
    </form>
  );
}
