import { APP_ROUTES } from '@aura/contracts';
import {
  LEGAL_PAGES,
  LEGAL_VALUES,
  MESSAGE_VALUES,
  directionOf,
  languageIdOfLocale,
  languageName,
} from '@aura/i18n-catalog';
import { CONSENT_CSS, type ConsentTexts } from '@aura/consent';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  HAND_OFF_ROUTE,
  INDEXED_PAGES,
  LOCALES,
  ORIGIN_MARK,
  hrefOf,
  hreflangOf,
  type Locale,
  type PageName,
} from './site.ts';
import type { PageData } from './bundle/landing.ts';
import { STYLES } from './styles.ts';
import { pathWithLanguage } from '@aura/i18n-catalog/routing';

/** A translation function bound to one language (the catalog's i18next instance, see build.ts). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface PageInput {
  page: PageName;
  locale: Locale;
  t: Translate;
  /** The consent tool's words in the page's language (the catalog's `consent` namespace), for the script. */
  consentTexts: ConsentTexts;
  /** The script the page loads (`/landing/landing.<hash>.js`). */
  script: string;
  /** The copyright's year. */
  year: number;
}

const NAV = ['wall', 'matching', 'message', 'shop'] as const;
const FEATURES = ['match', 'calls', 'chat'] as const;
const POINTS = ['match', 'calls', 'friends'] as const;

function titleOf({ page, t }: PageInput): string {
  if (page === 'home') return `${t('brand')} · ${t('tagline')}`;
  if (page === 'campaign') return `${t('shell.campaign.title')} · ${t('brand')}`;
  return `${t(`legal.${page}.title`)} · ${t('brand')}`;
}

/** The structured data of every indexed page: the organisation, described in the page's language (spec §2). */
function organisation({ locale, t }: PageInput): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: t('brand'),
    url: `${ORIGIN_MARK}/`,
    logo: `${ORIGIN_MARK}/icons/icon-512.png`,
    description: t('legal:seo.organisation'),
    inLanguage: locale,
  };
  // Inside <script>: no "</" may end it early.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

function Head(input: PageInput) {
  const { page, locale, t, script } = input;
  const indexed = INDEXED_PAGES.includes(page);
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{titleOf(input)}</title>
      <meta name="description" content={t(`legal:seo.${page}`, LEGAL_VALUES)} />
      {indexed ? (
        <>
          <link rel="canonical" href={`${ORIGIN_MARK}${hrefOf(page, locale)}`} />
          {LOCALES.map((other) => (
            <link
              key={other}
              rel="alternate"
              hrefLang={hreflangOf(other)}
              href={`${ORIGIN_MARK}${hrefOf(page, other)}`}
            />
          ))}
          <link rel="alternate" hrefLang="x-default" href={`${ORIGIN_MARK}${hrefOf(page, 'en')}`} />
        </>
      ) : (
        // The marketing landings are ad destinations under any path: followed, not indexed.
        <meta name="robots" content="noindex, follow" />
      )}
      <meta name="theme-color" content="#6d28d9" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <style dangerouslySetInnerHTML={{ __html: `${STYLES}${CONSENT_CSS}` }} />
      {indexed && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: organisation(input) }} />
      )}
      <script type="module" src={script} />
    </head>
  );
}

function CallToAction({ locale, t }: PageInput) {
  return (
    <a className="cta" href={pathWithLanguage(HAND_OFF_ROUTE, locale)} data-aura-cta={HAND_OFF_ROUTE}>
      {t('shell.signUp.cta')}
    </a>
  );
}

function Home(input: PageInput) {
  const { t } = input;
  return (
    <>
      <h1>{t('home.title')}</h1>
      <p className="lead">{t('home.subtitle')}</p>
      <p className="bonus">{t('home.signupBonus', MESSAGE_VALUES['app:home.signupBonus'])}</p>
      <CallToAction {...input} />
      <h2>{t('home.features.title')}</h2>
      <ul className="features">
        {FEATURES.map((feature) => (
          <li key={feature}>
            <h3>{t(`home.features.${feature}.title`)}</h3>
            <p>{t(`home.features.${feature}.body`)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

function Campaign(input: PageInput) {
  const { t } = input;
  return (
    <>
      <h1>{t('shell.campaign.title')}</h1>
      <p className="lead">{t('shell.campaign.subtitle')}</p>
      <ul>
        {POINTS.map((point) => (
          <li key={point}>{t(`shell.campaign.points.${point}`)}</li>
        ))}
      </ul>
      <p className="bonus">{t('home.signupBonus', MESSAGE_VALUES['app:home.signupBonus'])}</p>
      <CallToAction {...input} />
    </>
  );
}

function Legal({ page, t }: PageInput) {
  const paragraphs = t(`legal:${page}.paragraphs`, {
    ...LEGAL_VALUES,
    returnObjects: true,
  }) as unknown as Record<string, string>;
  return (
    <article>
      <h1>{t(`legal.${page}.title`)}</h1>
      {Object.entries(paragraphs).map(([key, text]) => (
        <p key={key}>{text}</p>
      ))}
    </article>
  );
}

/** What the script needs in the page's language and has no markup for: read by bundle/landing.ts (pageData). */
function PageData({ locale, consentTexts }: PageInput) {
  const data: PageData = {
    consentTexts,
    cookiePolicyUrl: pathWithLanguage(APP_ROUTES.cookiePolicy, locale),
    languageId: languageIdOfLocale(locale),
  };
  return (
    <script
      type="application/json"
      id="aura-landing-data"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}

/** The 18+ gate's markup, in the page's language; the script shows it on a first visit (bundle/landing.ts). */
function GateTemplate({ t }: PageInput) {
  const age = { age: LEGAL_VALUES.age };
  return (
    <template id="aura-gate">
      <div
        className="gate"
        role="dialog"
        aria-modal="true"
        aria-labelledby="aura-gate-title"
        aria-describedby="aura-gate-body"
      >
        <div>
          <h2 id="aura-gate-title">{t('auth.adultGate.title')}</h2>
          <p id="aura-gate-body">{t('auth.adultGate.body', age)}</p>
          <button type="button" data-aura-leave="">
            {t('auth.adultGate.leave')}
          </button>
          <button type="button" data-aura-confirm="">
            {t('auth.adultGate.confirm', age)}
          </button>
        </div>
      </div>
    </template>
  );
}

function Page(input: PageInput) {
  const { page, locale, t, year } = input;
  const href = (path: string) => pathWithLanguage(path, locale);
  return (
    <html lang={locale} dir={directionOf(locale)} data-aura-landing="">
      <Head {...input} />
      <body>
        <a className="skip" href="#main">
          {t('nav.skipToContent')}
        </a>
        <header>
          <a className="brand" href={href(APP_ROUTES.root)}>
            {t('brand')}
          </a>
          <nav className="bottom-tabs" aria-label={t('nav.main')}>
            <ul>
              {NAV.map((name) => (
                <li key={name}>
                  <a href={href(APP_ROUTES[name])}>{t(`shell.nav.${name}`)}</a>
                </li>
              ))}
            </ul>
          </nav>
          {page !== 'home' && page !== 'campaign' && <CallToAction {...input} />}
        </header>
        <main id="main">
          {page === 'home' ? (
            <Home {...input} />
          ) : page === 'campaign' ? (
            <Campaign {...input} />
          ) : (
            <Legal {...input} />
          )}
        </main>
        <footer>
          <nav aria-label={t('legal.nav')}>
            <ul>
              {LEGAL_PAGES.map((legal) => (
                <li key={legal}>
                  <a href={href(APP_ROUTES[legal])}>{t(`legal.${legal}.title`)}</a>
                </li>
              ))}
            </ul>
          </nav>
          <label>
            {t('footer.language')}
            <select data-aura-language="" defaultValue={locale}>
              {LOCALES.map((option) => (
                <option key={option} value={option} lang={option}>
                  {languageName(option)}
                </option>
              ))}
            </select>
          </label>
          {/* Change or withdraw the cookie choice (docs/consent.md); the script shows it once consent runs. */}
          <button type="button" className="consent-settings" data-aura-consent-settings="" hidden>
            {t('footer.cookieSettings')}
          </button>
          <p>{t('footer.copyright', { year })}</p>
        </footer>
        <div id="aura-consent" />
        <GateTemplate {...input} />
        <PageData {...input} />
      </body>
    </html>
  );
}

/** One page as static HTML: React's server renderer at build time, no React in the browser. */
export function renderPage(input: PageInput): string {
  return `<!doctype html>${renderToStaticMarkup(<Page {...input} />)}`;
}
