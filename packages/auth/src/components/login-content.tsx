import { useTranslation } from '@aura/i18n-catalog';
import { Button, Spinner } from '@aura/ui-kit';
import { lazy, Suspense } from 'react';
import { useDispatch } from 'react-redux';
import { addressEditRequested } from '../flows/email/slice.ts';
import { loginViewChanged, type LoginView } from '../session/slice.ts';
import { EmailForgotPassword } from './email-forgot-password.tsx';
import { EmailLogin } from './email-login.tsx';
import { EmailResetPassword } from './email-reset-password.tsx';
import { EmailVerify } from './email-verify.tsx';
import { MethodList } from './method-list.tsx';
import { ProfileCompletion } from './profile-completion.tsx';
import './login.css';

// The phone screens bring the phone-number metadata (~36 kB gzipped): loaded when one first opens.
const phoneScreens = () => import('./phone-screens.ts');
const PhoneLogin = lazy(() => phoneScreens().then((screens) => ({ default: screens.PhoneLogin })));
const PhonePasswordLogin = lazy(() =>
  phoneScreens().then((screens) => ({ default: screens.PhonePasswordLogin })),
);
const PhoneForgotPassword = lazy(() =>
  phoneScreens().then((screens) => ({ default: screens.PhoneForgotPassword })),
);

/** Where Back goes from each screen; the methods and profile completion have none. */
const BACK: Partial<Record<LoginView, LoginView>> = {
  phone: 'methods',
  phonePassword: 'phone',
  phoneForgot: 'phonePassword',
  email: 'methods',
  emailForgot: 'email',
  emailVerify: 'email',
  emailReset: 'methods',
};

function Screen({ view }: { view: LoginView }) {
  switch (view) {
    case 'phone':
      return <PhoneLogin />;
    case 'phonePassword':
      return <PhonePasswordLogin />;
    case 'phoneForgot':
      return <PhoneForgotPassword />;
    case 'email':
      return <EmailLogin />;
    case 'emailForgot':
      return <EmailForgotPassword />;
    case 'emailVerify':
      return <EmailVerify />;
    case 'emailReset':
      return <EmailResetPassword />;
    case 'completeProfile':
      return <ProfileCompletion />;
    default:
      return <MethodList />;
  }
}

/** The login screens, the same in the popup and on the /login page; `view` says which. */
export function LoginContent({ view }: { view: LoginView }) {
  const { t } = useTranslation(['app', 'base']);
  const dispatch = useDispatch();
  const back = BACK[view];
  return (
    <div className="aura-login-content">
      {back && (
        <Button
          className="aura-login-back"
          variant="ghost"
          size="sm"
          onClick={() => {
            if (view === 'emailVerify') dispatch(addressEditRequested());
            dispatch(loginViewChanged(back));
          }}
        >
          {t('base:actions.back')}
        </Button>
      )}
      {/* A new screen starts with fresh fields; one still loading shows a spinner where it goes. */}
      <Suspense
        fallback={
          <div className="aura-login-loading">
            <Spinner size="lg" label={t('loading')} />
          </div>
        }
      >
        <Screen key={view} view={view} />
      </Suspense>
    </div>
  );
}
