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
  firstVisitPath,
  isLocale,
  languageFromPath,
  pathWithLanguage,
  storeSiteLanguage,
  storedSiteLanguage,
  type Locale,
} from '@aura/i18n-catalog/routing';

/** The page's `<script type="application/json" id="aura-landing-data">`, prerendered in its language. */
export interface PageData {
  /** @aura/consent's words (the catalog's `consent` namespace). */
  consentTexts: ConsentTexts;
  /** The cookie policy in the page's language, for the consent tool's link. */
  cookiePolicyUrl: string;
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

/** The page's language: `<html lang>` when it is one of the site's, else the address's prefix. */
function pageLocale(doc: Document): Locale {
  const lang = doc.documentElement.lang;
  return isLocale(lang) ? lang : languageFromPath(doc.location.pathname).locale;
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
function languageSwitch(doc: Document, navigate: (href: string) => void): void {
  for (const select of doc.querySelectorAll<HTMLSelectElement>('select[data-aura-language]')) {
    select.addEventListener('change', () => {
      const locale = select.value;
      if (!isLocale(locale)) return;
      storeSiteLanguage(locale);
      const { pathname, search, hash } = doc.location;
      navigate(pathWithLanguage(`${languageFromPath(pathname).path}${search}${hash}`, locale));
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
  const locale = pageLocale(doc);
  // A first visit to an address with no language goes to the visitor's (the app's rule, issue 18).
  const { pathname, search, hash } = doc.location;
  const elsewhere =
    own && firstVisitPath(`${pathname}${search}${hash}`, navigator.languages, storedSiteLanguage());
  if (elsewhere) doc.location.replace(elsewhere);
  languageSwitch(doc, navigate);
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
