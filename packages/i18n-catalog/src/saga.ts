import type { i18n } from 'i18next';
import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import { CORE_NAMESPACES, directionOf, type Locale, type Namespace } from './locales.ts';
import { languageLoaded, languageLoadFailed, routeLanguageDetected } from './slice.ts';

/** The saga context key under which the shell provides the i18next instance. */
export const I18N_CONTEXT_KEY = 'i18n';

/** `<html lang dir>`: the language, and right to left for Arabic, Persian, Urdu and Hebrew (docs/i18n.md). */
function setDocumentLanguage(locale: Locale) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
}

// Unlike loadLanguages, reloadResources also tries again a namespace whose last load failed.
function reloadNamespaces(instance: i18n, locale: Locale, namespaces: readonly Namespace[]): Promise<void> {
  return instance.reloadResources(locale, namespaces);
}

function* switchLanguage(action: ReturnType<typeof routeLanguageDetected>) {
  const locale = action.payload;
  const instance: i18n = yield getContext(I18N_CONTEXT_KEY);
  try {
    const missing = CORE_NAMESPACES.filter((namespace) => !instance.hasResourceBundle(locale, namespace));
    if (missing.length > 0) yield call(reloadNamespaces, instance, locale, missing);
    yield call([instance, instance.changeLanguage], locale);
    if (!CORE_NAMESPACES.every((namespace) => instance.hasResourceBundle(locale, namespace))) {
      throw new Error(`core namespaces of ${locale} did not load`);
    }
    yield call(setDocumentLanguage, locale);
    yield put(languageLoaded(locale));
  } catch {
    yield put(languageLoadFailed(locale));
  }
}

/** Follows the route's language: loads its core namespaces, then switches i18next to it. */
export function* localeSaga() {
  yield takeLatest(routeLanguageDetected.type, switchLanguage);
}
