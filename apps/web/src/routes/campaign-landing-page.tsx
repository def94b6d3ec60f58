import { MESSAGE_VALUES, useTranslation } from '@aura/i18n-catalog';
import { useDocumentTitle } from '../layout/document-title.ts';
import { SignUpButton } from './sign-up-button.tsx';
import { useTabTitle } from './tab-title.ts';

const POINTS = ['match', 'calls', 'friends'] as const;

/** A marketing landing (landings/…, lp/en/…): the pitch, the sign-up bonus and the call to action. */
export function CampaignLandingPage() {
  const { t } = useTranslation();
  useDocumentTitle(useTabTitle(t('shell.campaign.title')));
  return (
    <section className="home-hero campaign-hero" aria-labelledby="campaign-title">
      <h1 id="campaign-title" tabIndex={-1}>
        {t('shell.campaign.title')}
      </h1>
      <p className="home-subtitle">{t('shell.campaign.subtitle')}</p>
      <ul className="campaign-points">
        {POINTS.map((point) => (
          <li key={point}>{t(`shell.campaign.points.${point}`)}</li>
        ))}
      </ul>
      <p className="home-bonus">{t('home.signupBonus', MESSAGE_VALUES['app:home.signupBonus'])}</p>
      <div className="hero-cta">
        <SignUpButton />
      </div>
    </section>
  );
}
