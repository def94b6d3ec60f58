import { useSelector } from 'react-redux';
import { PhoneCodeStep } from './phone-code-step.tsx';
import { PhoneNumberStep } from './phone-number-step.tsx';
import { selectPhoneFlow } from '../selectors.ts';

/** Phone sign-in and sign-up (spec §4): the number and channel, then the code (and an optional password). */
export function PhoneLogin() {
  const { step } = useSelector(selectPhoneFlow);
  return step === 'code' ? <PhoneCodeStep purpose="login" /> : <PhoneNumberStep purpose="login" />;
}
