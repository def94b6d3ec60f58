import { useTranslation } from '@aura/i18n-catalog';
import { useSelector } from 'react-redux';
import { resetPasswordSubmitted } from '../flows/email/slice.ts';
import { EmailSetPassword } from './email-set-password.tsx';
import { selectEmailFlow } from '../selectors.ts';

/** /login?resetPassword=…: the new password for the mailed link, then signed in. */
export function EmailResetPassword() {
  const { t } = useTranslation();
  const flow = useSelector(selectEmailFlow);
  return (
    <EmailSetPassword
      submitLabel={t('auth.email.saveAndLogIn')}
      busy={flow.pending === 'reset'}
      onSubmit={(password) => resetPasswordSubmitted({ password })}
    />
  );
}
