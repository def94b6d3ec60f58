import { selectAuthStatus } from '@aura/auth';
import { GuestHostList } from '@aura/hosts';
import { useTranslation } from '@aura/i18n-catalog';
import { useSelector } from 'react-redux';
import { useDocumentTitle } from '../layout/document-title.ts';
import { SignUpOffer } from './sign-up-offer.tsx';

const FEATURES = ['match', 'calls', 'chat'] as const;

/**
 * The landing page at the root: what Aura is; for visitors the sign-up offer and the guest host list (spec §1, §6:
 * visitors see the guest list, signed-in users the wall).
 */
export function HomePage() {
  const { t } = useTranslation();
  // Not while startup decides: a returning user would see the guest list flash before their own wall.
  const visitor = useSelector(selectAuthStatus) === 'visitor';
  useDocumentTitle(`${t('brand')} · ${t('tagline')}`);
  return (
    <>
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title" tabIndex={-1}>
          {t('home.title')}
        </h1>
        <p className="home-subtitle">{t('home.subtitle')}</p>
        <SignUpOffer />
      </section>
      {visitor && (
        <div className="home-hosts">
          <GuestHostList />
        </div>
      )}
      <section className="home-features" aria-labelledby="home-features-title">
        <h2 id="home-features-title">{t('home.features.title')}</h2>
        <ul>
          {FEATURES.map((feature) => (
            <li key={feature}>
              <h3>{t(`home.features.${feature}.title`)}</h3>
              <p>{t(`home.features.${feature}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
