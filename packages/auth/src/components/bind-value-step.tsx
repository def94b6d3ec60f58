import type { CodeChannel } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useMessageText } from '../errors/use-message-text.ts';
import { bindCodeRequested } from '../flows/bind/slice.ts';
import { AuthForm } from './auth-form.tsx';
import { ChannelChoice } from './channel-choice.tsx';
import { EmailField } from './email-field.tsx';
import { PhoneNumberFields } from './phone-number-fields.tsx';
import { usePhoneNumber } from './use-phone-number.ts';
import { selectBindFlow } from '../selectors.ts';

/** The address or number to bind; its problems (same value, the 7-day lock, taken) show under it. */
export function BindValueStep() {
  const { t } = useTranslation();
  const text = useMessageText();
  const dispatch = useDispatch();
  const flow = useSelector(selectBindFlow);
  const [email, setEmail] = useState('');
  const phone = usePhoneNumber();
  const [channel, setChannel] = useState<CodeChannel>(flow.channel);
  const error = text(flow.fieldErrors.value);
  return (
    <AuthForm
      onSubmit={() =>
        dispatch(
          bindCodeRequested(
            flow.kind === 'email' ? { kind: 'email', email } : { kind: 'phone', ...phone.value, channel },
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
        <EmailField value={email} onChange={setEmail} error={error} />
      ) : (
        <>
          <PhoneNumberFields {...phone.fields} error={error} />
          <ChannelChoice value={channel} onChange={setChannel} />
        </>
      )}
    </AuthForm>
  );
}
