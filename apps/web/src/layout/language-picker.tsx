import { LOCALES, isLocale, languageName, selectLocale, useTranslation } from '@aura/i18n-catalog';
import { useLocation, useRouter } from '@tanstack/react-router';
import { useId } from 'react';
import { useSelector } from 'react-redux';
import { storeSiteLanguage } from '../site-language.ts';

/**
 * The site's languages, each named in its own language (issue 18), in the footer of every page, for visitors and
 * users alike. Picking one stays on the page, in that language (its prefix in the address), and is remembered for
 * the next visit to an address that names no language. A page under a language not translated yet (`/de/wall`)
 * shows English here, as it does its text.
 */
export function LanguagePicker() {
  const { t } = useTranslation();
  const locale = useSelector(selectLocale);
  const router = useRouter();
  const location = useLocation();
  const id = useId();

  const pick = (value: string) => {
    if (!isLocale(value)) return;
    storeSiteLanguage(value);
    // The same page (the router's location has no prefix), its address in the new language. Through the history,
    // not the router's navigate: to the router it is the page already shown, which it would not leave; the history
    // makes it read the address anew, language and all.
    router.history.push(router.options.context.localeRouting.hrefIn(location.href, value));
    // The links' addresses carry the language, and the router keeps those it built: a new rewrite (the same two
    // functions) is its signal to build them anew.
    const { rewrite } = router.options;
    if (rewrite) router.update({ ...router.options, rewrite: { ...rewrite } });
  };

  return (
    <span className="app-language-picker">
      <label htmlFor={id}>{t('footer.language')}</label>
      <select id={id} value={locale} onChange={(event) => pick(event.target.value)}>
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {languageName(option)}
          </option>
        ))}
      </select>
    </span>
  );
}
