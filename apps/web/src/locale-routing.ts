import {
  languageFromPath,
  pathWithLanguage,
  pathWithPrefix,
  prefixOfLocale,
  type Locale,
} from '@aura/i18n-catalog';

/**
 * The URL's language prefix, handled outside the route table: the router sees `/wall` for `/tr/wall`, and every
 * link it writes gets the current prefix back (TanStack Router's URL rewrite). A language the site is not
 * translated into yet (`/de/wall`) is handled the same way, its text English: the link keeps its path and its
 * prefix rather than falling through to the home page (issue 18).
 */
export class LocaleRouting {
  #locale: Locale;
  /** The untranslated language code the address carries (`de`), kept on every URL the router writes. */
  #untranslated: string | undefined;

  constructor(pathname: string) {
    const { locale, untranslated } = languageFromPath(pathname);
    this.#locale = locale;
    this.#untranslated = untranslated;
  }

  get locale(): Locale {
    return this.#locale;
  }

  /** Browser URL → router URL: strips the prefix and remembers the language it named. */
  input = ({ url }: { url: URL }): URL => {
    const { locale, untranslated, path } = languageFromPath(url.pathname);
    this.#locale = locale;
    this.#untranslated = untranslated;
    url.pathname = path;
    return url;
  };

  /** The browser address of an app path (`/login?x` → `/tr/login?x` in Turkish), for redirects and navigation. */
  href(path: string): string {
    return this.#withPrefix(path);
  }

  /** The browser address of an app path in `locale`, whatever the current language (the language picker). */
  hrefIn(path: string, locale: Locale): string {
    return pathWithLanguage(path, locale);
  }

  /** Router URL → browser URL: puts the current language's prefix back. */
  output = ({ url }: { url: URL }): URL => {
    url.pathname = this.#withPrefix(url.pathname);
    return url;
  };

  #withPrefix(path: string): string {
    return pathWithPrefix(path, this.#untranslated ?? prefixOfLocale(this.#locale));
  }
}
