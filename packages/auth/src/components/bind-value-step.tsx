import type { CodeChannel } from '@aura/contracts';
import { selectCountry } from '@aura/gateway-client';
import { useTranslation } from '@aura/i18n-catalog';
import { TextField } from '@aura/ui-kit';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useMessageText } from '../errors/use-message-text.ts';
import { bindCodeRequested, selectBindFlow } from '../flows/bind/slice.ts';
import { defaultCallingCountry } from '../flows/phone/numbers.ts';
import { AuthForm } from './auth-form.tsx';
import { ChannelChoice } from './channel-choice.tsx';
import { PhoneNumberFields } from './phone-number-fields.tsx';

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
    <AuthForm
      onSubmit={() =>
        dispatch(
          bindCodeRequested(
            flow.kind === 'email' ? { kind: 'email', email } : { kind: 'phone', country, number, channel },
          ),
        )
      }
      error={flow.error}
      intro={
        <p className="aura-auth-text">
          {flow.kind === 'email' ? t('auth.bind.emailIntro') : t('auth.bind.phoneIntro')}{' '}
          {t('auth.bind.bonus')}
        </p>
      }
      submitLabel={t('auth.bind.sendCode')}
      busy={flow.pending === 'sendCode'}
    >
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
          <ChannelChoice value={channel} onChange={setChannel} />
        </>
      )}
    </AuthForm>
  );
}
