import { MESSAGE_VALUES, useTranslation } from '@aura/i18n-catalog';
import { Button, Spinner } from '@aura/ui-kit';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { loginMethodsWanted, socialLoginRequested } from '../flows/methods/slice.ts';
import { loginViewChanged } from '../session/slice.ts';
import { FormAlert } from './form-alert.tsx';
import './auth-form.css';
import { selectLoginMethods } from '../selectors.ts';

/**
 * The login screen's first view (spec §1): phone, e-mail, and the social providers the gateway has configured,
 * with the sign-up bonus. A social sign-in that came back without signing in says why.
 */
export function MethodList() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { status, methods, leavingFor, error } = useSelector(selectLoginMethods);
  useEffect(() => {
    dispatch(loginMethodsWanted());
  }, [dispatch]);
  return (
    <div className="aura-auth-form">
      <p className="aura-auth-text">{t('home.signupBonus', MESSAGE_VALUES['app:home.signupBonus'])}</p>
      <FormAlert message={error} />
      <div role="group" aria-label={t('auth.login.methods')} className="aura-auth-actions">
        <Button fullWidth onClick={() => dispatch(loginViewChanged('phone'))}>
          {t('auth.login.phone')}
        </Button>
        <Button fullWidth variant="secondary" onClick={() => dispatch(loginViewChanged('email'))}>
          {t('auth.login.email')}
        </Button>
        {status === 'loading' && <Spinner size="sm" label={t('auth.login.loading')} />}
        {methods?.social.map((provider) => (
          <Button
            key={provider}
            fullWidth
            variant="secondary"
            loading={leavingFor === provider}
            onClick={() => dispatch(socialLoginRequested({ provider }))}
          >
            {t(`auth.login.${provider}`)}
          </Button>
        ))}
      </div>
    </div>
  );
}
