import { configureStore } from '@reduxjs/toolkit';
import type { i18n } from 'i18next';
import createSagaMiddleware from 'redux-saga';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n, loadNamespace } from './i18n.ts';
import type { Locale } from './locales.ts';
import { I18N_CONTEXT_KEY, localeSaga } from './saga.ts';
import { selectLocale, selectLocaleStatus } from './selectors.ts';
import { localeSlice, routeLanguageDetected } from './slice.ts';

// The slice and saga run as the app runs them: a real store, real redux-saga, a real i18next instance.
function startStore(instance: i18n) {
  const sagaMiddleware = createSagaMiddleware({ context: { [I18N_CONTEXT_KEY]: instance } });
  const store = configureStore({
    reducer: { [localeSlice.reducerPath]: localeSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const task = sagaMiddleware.run(localeSaga);
  return Object.assign(store, { task });
}

type Store = ReturnType<typeof startStore>;

/** Resolves once the store has settled on `ready` or `failed` for the last language asked for. */
function settled(store: Store): Promise<string> {
  return new Promise((resolve) => {
    const check = () => {
      const status = selectLocaleStatus(store.getState());
      if (status === 'loading') return false;
      resolve(status);
      return true;
    };
    if (check()) return;
    const unsubscribe = store.subscribe(() => {
      if (check()) unsubscribe();
    });
  });
}

async function switchTo(store: Store, locale: Locale): Promise<string> {
  store.dispatch(routeLanguageDetected(locale));
  return settled(store);
}

const stores: Store[] = [];
function storeWith(instance: i18n): Store {
  const store = startStore(instance);
  stores.push(store);
  return store;
}

afterEach(() => {
  for (const store of stores.splice(0)) store.task.cancel();
  document.documentElement.lang = '';
});

describe('locale slice and saga', () => {
  it('starts ready in English', () => {
    const store = storeWith(createI18n());
    expect(selectLocale(store.getState())).toBe('en');
    expect(selectLocaleStatus(store.getState())).toBe('ready');
  });

  it('is loading while the language loads', () => {
    const store = storeWith(createI18n());
    store.dispatch(routeLanguageDetected('tr'));
    expect(store.getState().locale).toEqual({ locale: 'tr', status: 'loading' });
  });

  it('loads Turkish and switches i18next and the document to it', async () => {
    const i18n = createI18n();
    const store = storeWith(i18n);
    expect(await switchTo(store, 'tr')).toBe('ready');
    expect(selectLocale(store.getState())).toBe('tr');
    expect(i18n.language).toBe('tr');
    expect(i18n.t('home.title')).toBe('Yeni biriyle yüz yüze tanış');
    expect(i18n.t('base:errors.generic')).toBe(
      'Bir şeyler ters gitti. Özür dileriz. Lütfen daha sonra tekrar dene.',
    );
    expect(document.documentElement.lang).toBe('tr');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('writes Arabic right to left, and Turkish left to right again', async () => {
    const i18n = createI18n();
    const store = storeWith(i18n);
    expect(await switchTo(store, 'ar')).toBe('ready');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(await switchTo(store, 'tr')).toBe('ready');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('goes from Dutch back to English', async () => {
    const i18n = createI18n();
    const store = storeWith(i18n);
    expect(await switchTo(store, 'nl')).toBe('ready');
    expect(i18n.t('home.title')).toBe('Ontmoet iemand nieuws, face to face');
    expect(await switchTo(store, 'en')).toBe('ready');
    expect(i18n.t('home.title')).toBe('Meet someone new, face to face');
    expect(document.documentElement.lang).toBe('en');
  });

  it('follows only the last language when the route changes again mid-load', async () => {
    const i18n = createI18n();
    const store = storeWith(i18n);
    store.dispatch(routeLanguageDetected('tr'));
    store.dispatch(routeLanguageDetected('en-GB'));
    expect(await settled(store)).toBe('ready');
    expect(selectLocale(store.getState())).toBe('en-GB');
    expect(i18n.language).toBe('en-GB');
    expect(document.documentElement.lang).toBe('en-GB');
  });

  it('ends in failed, showing English, when the language cannot be loaded', async () => {
    const i18n = createI18n('en', { load: () => Promise.reject(new Error('offline')) });
    const store = storeWith(i18n);
    expect(await switchTo(store, 'tr')).toBe('failed');
    expect(selectLocale(store.getState())).toBe('tr');
    expect(i18n.t('home.title')).toBe('Meet someone new, face to face');
    expect(document.documentElement.lang).toBe('');
  });

  it('tries a failed language again when the route asks for it again', async () => {
    let online = false;
    const i18n = createI18n('en', {
      load: (locale, namespace) =>
        online ? loadNamespace(locale, namespace) : Promise.reject(new Error('offline')),
    });
    const store = storeWith(i18n);
    expect(await switchTo(store, 'tr')).toBe('failed');
    online = true;
    expect(await switchTo(store, 'tr')).toBe('ready');
    expect(i18n.t('home.title')).toBe('Yeni biriyle yüz yüze tanış');
  });

  it('does not reload a language that is already shown', () => {
    const store = storeWith(createI18n());
    store.dispatch(routeLanguageDetected('en'));
    expect(selectLocaleStatus(store.getState())).toBe('ready');
  });
});
