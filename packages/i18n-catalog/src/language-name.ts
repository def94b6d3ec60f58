/**
 * Where CLDR's own name is not what speakers look for in a picker: Indonesian and Malay as they call them
 * ("Indonesia" alone is the country), and Chinese as the script the translation is written in.
 */
const OWN_NAMES: Partial<Record<string, string>> = {
  id: 'Bahasa Indonesia',
  ms: 'Bahasa Melayu',
  zh: '简体中文',
};

/**
 * A site language named in its own language (`tr` → `Türkçe`, `ru` → `Русский`), as a language picker lists them:
 * the same whatever language the page is in, so a person finds theirs (issue 18). The platform's
 * `Intl.DisplayNames` (CLDR), its first letter capitalised as a list item is, a few names above excepted; the code
 * itself where it knows no name.
 */
export function languageName(locale: string): string {
  const own = OWN_NAMES[locale];
  if (own) return own;
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' }).of(locale) ?? locale;
    return `${name.charAt(0).toLocaleUpperCase(locale)}${name.slice(1)}`;
  } catch {
    return locale;
  }
}
