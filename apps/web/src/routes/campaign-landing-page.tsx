import { useTranslation } from '@aura/i18n-catalog';
import { useDocumentTitle } from '../layout/document-title.ts';
import { SignUpOffer } from './sign-up-offer.tsx';
import { useTabTitle } from './tab-title.ts';

const POINTS = ['match', 'calls', 'friends'] as const;

/** A marketing landing (landings/…, lp/en/…): the pitch, and the sign-up offer to a visitor. */
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
      <SignUpOffer />
    </section>
  );
}
