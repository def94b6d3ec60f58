import type { LocaleState } from './slice.ts';

/** The part of the app's state this package reads: `localeSlice`. */
export interface LocaleRootState {
  locale: LocaleState;
}

/** The language the route asked for. */
export const selectLocale = (state: LocaleRootState) => state.locale.locale;
/** `ready` once its core namespaces are loaded; `failed` shows English instead. */
export const selectLocaleStatus = (state: LocaleRootState) => state.locale.status;
