import { loginRequested } from '@aura/auth';
import { useTranslation } from '@aura/i18n-catalog';
import { Button } from '@aura/ui-kit';
import { useDispatch } from 'react-redux';

/** The sign-up call to action of the landing pages: opens the login popup. */
export function SignUpButton() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  return (
    <Button size="lg" onClick={() => dispatch(loginRequested({ origin: 'header' }))}>
      {t('shell.signUp.cta')}
    </Button>
  );
}
