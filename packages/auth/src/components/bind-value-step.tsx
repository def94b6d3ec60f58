import type { CodeChannel } from '@aura/contracts';
import { selectCountry } from '@aura/gateway-client';
import { useTranslation } from '@aura/i18n-catalog';
import { Button, TextField } from '@aura/ui-kit';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useMessageText } from '../errors/use-message-text.ts';
import { bindCodeRequested, selectBindFlow } from '../flows/bind/slice.ts';
import { defaultCallingCountry } from '../flows/phone/numbers.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { FormAlert } from './form-alert.tsx';
import { PhoneNumberFields } from './phone-number-fields.tsx';
import './auth-form.css';

/** The address or number to bind; its problems (same value, the 7-day lock, taken) show under it. */
export function BindValueStep() {
  const { t } = useTranslation();
  const text = useMessageText();
  const dispatch = useDispatch();
  const flow = useSelector(selectBindFlow);
  const ipCountry = useSelector(selectCountry)?.ab;
  const [email, setEmail] = useState('');
  const [country, setCountry] = useState(() => defaultCallingCountry(ipCountry));
  const [number, setNumber] = useState('');
  const [channel, setChannel] = useState<CodeChannel>(flow.channel);
  const error = text(flow.fieldErrors.value);
  return (
    <form
      className="aura-auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        dispatch(
          bindCodeRequested(
            flow.kind === 'email' ? { kind: 'email', email } : { kind: 'phone', country, number, channel },
          ),
        );
      }}
    >
      <p className="aura-auth-text">
        {flow.kind === 'email' ? t('auth.bind.emailIntro') : t('auth.bind.phoneIntro')} {t('auth.bind.bonus')}
      </p>
      <FormAlert message={flow.error} />
      {flow.kind === 'email' ? (
        <TextField
          label={t('auth.email.address')}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
          required
        />
      ) : (
        <>
          <PhoneNumberFields
            country={country}
            number={number}
            onCountryChange={setCountry}
            onNumberChange={setNumber}
            error={error}
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
        </>
      )}
      <Button type="submit" fullWidth loading={flow.pending === 'sendCode'}>
        {t('auth.bind.sendCode')}
      </Button>
    </form>
  );
}
