import { APP_ROUTES } from '@aura/contracts';
import { useTranslation } from '@aura/i18n-catalog';
import { Link } from '@tanstack/react-router';
import { LEGAL_PAGES } from '../routes/legal-pages.ts';

/** The footer's links to the legal and information pages. */
export function LegalLinks() {
  const { t } = useTranslation();
  return (
    <nav className="legal-links" aria-label={t('legal.nav')}>
      <ul>
        {LEGAL_PAGES.map((page) => (
          <li key={page}>
            <Link to={APP_ROUTES[page]}>{t(`legal.${page}.title`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
