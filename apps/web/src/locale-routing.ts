import { languageFromPath, pathWithLanguage, type Locale } from '@aura/i18n-catalog';

/**
 * The URL's language prefix, handled outside the route table: the router sees `/wall` for `/tr/wall`, and every
 * link it writes gets the current prefix back (TanStack Router's URL rewrite).
 */
export class LocaleRouting {
  #locale: Locale;

  constructor(pathname: string) {
    this.#locale = languageFromPath(pathname).locale;
  }

  get locale(): Locale {
    return this.#locale;
  }

  /** Browser URL → router URL: strips the prefix and remembers the language it named. */
  input = ({ url }: { url: URL }): URL => {
    const { locale, path } = languageFromPath(url.pathname);
    this.#locale = locale;
    url.pathname = path;
    return url;
  };

  /** The browser address of an app path (`/login?x` → `/tr/login?x` in Turkish), for redirects and navigation. */
  href(path: string): string {
    return pathWithLanguage(path, this.#locale);
  }

  /** Router URL → browser URL: puts the current language's prefix back. */
  output = ({ url }: { url: URL }): URL => {
    url.pathname = pathWithLanguage(url.pathname, this.#locale);
    return url;
  };
}
