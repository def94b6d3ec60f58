// The embedded landing bundle: the one script of the prerendered pages (and of marketing pages elsewhere that embed
// it). Vanilla DOM, no framework: the 18+ gate, the language switch, the call to action's hand-off to the app, and
// the place where the consent tool mounts. Budget: 5 kB gzip (landing.test.ts).
import {
  ADULT_GATE_ITEM,
  ADULT_GATE_LEAVE_URL,
  defaultStorage,
  isAdultConfirmed,
} from '@aura/auth/adult-confirmation';
import type { ConsentTexts } from '@aura/consent';
import {
  FALLBACK_LOCALE,
  SITE_LANGUAGE_ITEM,
  pathWithLanguage,
  pickLocale,
  prefixOfLocale,
  storeSiteLanguage,
  type Locale,
} from '@aura/i18n-catalog/routing';

/** The page's `<script type="application/json" id="aura-landing-data">`, prerendered in its language. */
export interface PageData {
  /** @aura/consent's words (the catalog's `consent` namespace). */
  consentTexts: ConsentTexts;
  /** The cookie policy in the page's language, for the consent tool's link. */
  cookiePolicyUrl: string;
  /** The wire's id of the page's language (spec §3), for the consent tool's calls. */
  languageId: number;
}

/** What the consent tool gets when it mounts (packages/consent): the page's language and where to render. */
export interface LandingContext {
  /** The page's language. */
  locale: Locale;
  /** The page's prerendered data: the consent tool's words and links. Absent on a page elsewhere (embed.js). */
  data: PageData | undefined;
  /** The element the consent tool renders into (`#aura-consent` of the page, or one the bundle adds to <body>). */
  slot: HTMLElement;
  /** Settles once the visitor has passed the 18+ gate (at once for a returning adult): popups wait for it. */
  adult: Promise<void>;
}

/** The consent tool's entry: called once per page, after the bundle has wired the page. */
export type ConsentMount = (context: LandingContext) => void;

/** The bundle's API on `window.auraLanding`, for a consent script that loads on its own. */
export interface LandingApi {
  readonly context: LandingContext;
  /** Mounts the consent tool now (the page is wired already). */
  mountConsent(mount: ConsentMount): void;
}

declare global {
  interface Window {
    auraLanding?: LandingApi;
  }
}

export interface StartOptions {
  /** The consent tool, when it is bundled with this script (src/bundle/main.ts passes it). */
  consent?: ConsentMount;
  /** The origin of the app the call to action hands off to (the script's own, when embedded elsewhere). */
  appOrigin?: string;
  /** Opens another address (the language switch); the page's location.assign unless given (tests). */
  navigate?: (href: string) => void;
}

function pageData(doc: Document): PageData | undefined {
  const element = doc.getElementById('aura-landing-data');
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as PageData) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The site's languages, as the page's language picker lists them (the build writes every registered one): the
 * script carries no table of its own (its 5 kB budget, issue 17). A page elsewhere (embed.js) lists none.
 */
function pageLocales(doc: Document): Locale[] {
  const options = doc.querySelectorAll<HTMLOptionElement>('select[data-aura-language] option');
  return [...options].map((option) => option.value as Locale);
}

/**
 * The page's language: `<html lang>` when it is one of the site's. A page elsewhere lists none: its own language
 * code (`nl`) then, which the app reads as it reads any language in an address; else English.
 */
function pageLocale(doc: Document, locales: readonly string[]): Locale {
  const lang = doc.documentElement.lang;
  const known = locales.length > 0 ? locales.includes(lang) : /^[a-z]{2}$/.test(lang);
  return known ? (lang as Locale) : FALLBACK_LOCALE;
}

/** The language picked on this device before (the app's storage item), if the page lists it. */
function storedLocale(locales: readonly Locale[]): Locale | undefined {
  try {
    return locales.find((locale) => locale === localStorage.getItem(SITE_LANGUAGE_ITEM));
  } catch {
    return undefined;
  }
}

/**
 * The 18+ gate (spec §1), the app's rule and storage item (@aura/auth's adult-confirmation): asked once per browser,
 * only "Leave" leaves, Escape keeps it up. Its markup and text are the page's (`<template id="aura-gate">`,
 * prerendered in the page's language); a page without that template has no gate (the app asks on arrival).
 */
function adultGate(doc: Document): Promise<void> {
  const template = doc.getElementById('aura-gate') as HTMLTemplateElement | null;
  const storage = defaultStorage();
  if (!template || isAdultConfirmed(storage)) return Promise.resolve();
  const gate = template.content.firstElementChild!.cloneNode(true) as HTMLElement;
  const behind = [...doc.body.children];
  return new Promise((resolve) => {
    const close = () => {
      try {
        storage?.setItem(ADULT_GATE_ITEM, 'true');
      } catch {
        // Storage full or disabled: asked again next visit, the safe side.
      }
      for (const element of behind) element.removeAttribute('inert');
      gate.remove();
      resolve();
    };
    gate.querySelector('[data-aura-confirm]')!.addEventListener('click', close);
    gate
      .querySelector('[data-aura-leave]')!
      .addEventListener('click', () => doc.location.assign(ADULT_GATE_LEAVE_URL));
    for (const element of behind) element.setAttribute('inert', '');
    doc.body.append(gate);
    (gate.querySelector('[data-aura-confirm]') as HTMLElement).focus();
  });
}

/** The language switch: remembers the pick (as the app does) and opens the same page in that language. */
function languageSwitch(doc: Document, locale: Locale, navigate: (href: string) => void): void {
  const prefix = prefixOfLocale(locale);
  for (const select of doc.querySelectorAll<HTMLSelectElement>('select[data-aura-language]')) {
    select.addEventListener('change', () => {
      const picked = select.value as Locale;
      storeSiteLanguage(picked);
      const { pathname, search, hash } = doc.location;
      // The page's address without its own language's prefix (`/tr/about-us` → `/about-us`, `/tr` → `/`).
      const path = prefix ? pathname.slice(prefix.length + 1) || '/' : pathname;
      navigate(pathWithLanguage(`${path}${search}${hash}`, picked));
    });
  }
}

/**
 * The calls to action (`[data-aura-cta]`) hand the visitor to the app: the app's route the link names, which opens
 * the login popup over the login page, then the app itself once signed in. A link elsewhere (an embedding page)
 * points at the app's origin, in the page's language, keeping the page's query (campaign parameters).
 */
function callsToAction(doc: Document, locale: Locale, appOrigin: string | undefined): void {
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[data-aura-cta]')) {
    const target = link.dataset.auraCta || '/wall';
    const path = pathWithLanguage(`${target}${doc.location.search}`, locale);
    link.href = appOrigin ? new URL(path, appOrigin).href : path;
  }
}

/** Wires the page; answers what a consent tool mounts with. */
export function startLanding(
  doc: Document,
  { consent, appOrigin, navigate = (href) => doc.location.assign(href) }: StartOptions = {},
): LandingApi {
  const own = doc.documentElement.hasAttribute('data-aura-landing');
  const locales = pageLocales(doc);
  const locale = pageLocale(doc, locales);
  // A first visit to an English page (the pages with no language in their address) goes to the language picked on
  // this device before, else the browser's first the site speaks: the app's rule (firstVisitPath, issue 18).
  if (own && locale === FALLBACK_LOCALE) {
    const wanted = storedLocale(locales) ?? pickLocale(navigator.languages, locales);
    const { pathname, search, hash } = doc.location;
    if (wanted && wanted !== FALLBACK_LOCALE)
      doc.location.replace(pathWithLanguage(`${pathname}${search}${hash}`, wanted));
  }
  languageSwitch(doc, locale, navigate);
  callsToAction(doc, locale, own ? undefined : appOrigin);
  let slot = doc.getElementById('aura-consent');
  if (!slot) {
    slot = doc.createElement('div');
    slot.id = 'aura-consent';
    doc.body.append(slot);
  }
  const context: LandingContext = { locale, data: pageData(doc), slot, adult: adultGate(doc) };
  const api: LandingApi = { context, mountConsent: (mount) => mount(context) };
  if (consent) api.mountConsent(consent);
  return api;
}
