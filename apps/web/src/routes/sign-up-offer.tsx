import { loginRequested, selectAuthStatus } from '@aura/auth';
import { MESSAGE_VALUES, useTranslation } from '@aura/i18n-catalog';
import { Button } from '@aura/ui-kit';
import { useDispatch, useSelector } from 'react-redux';

/**
 * The sign-up offer of the landing pages (spec §1: "+120 free coins") and the button that opens the login popup,
 * for visitors only: a signed-in user has nothing to sign up for (the navigation takes them to the wall), and while
 * startup decides nothing shows, so a returning user never sees the offer flash.
 */
export function SignUpOffer() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const visitor = useSelector(selectAuthStatus) === 'visitor';
  if (!visitor) return null;
  return (
    <>
      <p className="home-bonus">{t('home.signupBonus', MESSAGE_VALUES['app:home.signupBonus'])}</p>
      <div className="hero-cta">
        <Button size="lg" onClick={() => dispatch(loginRequested({ origin: 'header' }))}>
          {t('shell.signUp.cta')}
        </Button>
      </div>
    </>
  );
}
