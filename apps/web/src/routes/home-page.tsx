import { MESSAGE_VALUES, useTranslation } from '@aura/i18n-catalog';

const FEATURES = ['match', 'calls', 'chat'] as const;

/** The landing page at the root: what Aura is, and the signup bonus. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title">{t('home.title')}</h1>
        <p className="home-subtitle">{t('home.subtitle')}</p>
        <p className="home-bonus">{t('home.signupBonus', MESSAGE_VALUES['app:home.signupBonus'])}</p>
      </section>
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
