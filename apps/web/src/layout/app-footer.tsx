import { UNKNOWN_COUNTRY } from '@aura/contracts';
import { selectCountry } from '@aura/gateway-client';
import { countryName, selectLocale, useTranslation } from '@aura/i18n-catalog';
import { useSelector } from 'react-redux';
import { consentConfigured, openConsentSettings } from '../consent/consent-start.ts';
import { LanguagePicker } from './language-picker.tsx';
import { LegalLinks } from './legal-links.tsx';

/**
 * The legal pages, the Cookie settings link (change or withdraw consent at any time), the language picker, copyright, and the region the gateway placed this visitor in (from their
 * address).
 */
export function AppFooter() {
  const { t, i18n } = useTranslation();
  const country = useSelector(selectCountry);
  const locale = useSelector(selectLocale);
  const known = country && country.ab !== UNKNOWN_COUNTRY.ab;
  return (
    <footer className="app-footer">
      <LegalLinks />
      {consentConfigured() && (
        <button type="button" className="app-footer-consent" onClick={openConsentSettings}>
          {t('footer.cookieSettings')}
        </button>
      )}
      <LanguagePicker />
      <small>{t('footer.copyright', { year: new Date().getFullYear() })}</small>
      {known && (
        <small className="app-footer-region" data-testid="region">
          {t('footer.region', { country: countryName(country.ab, locale, i18n) })}
        </small>
      )}
    </footer>
  );
}
