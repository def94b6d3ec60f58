import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { FALLBACK_LOCALE, type Locale } from './locales.ts';

export interface LocaleState {
  /** The language the route asked for. */
  locale: Locale;
  /** `ready` once its core namespaces are loaded; `failed` shows English instead. */
  status: 'loading' | 'ready' | 'failed';
}

const initialState: LocaleState = { locale: FALLBACK_LOCALE, status: 'ready' };

export const localeSlice = createSlice({
  name: 'locale',
  initialState,
  reducers: {
    routeLanguageDetected(state, action: PayloadAction<Locale>) {
      if (state.locale === action.payload && state.status === 'ready') return;
      state.locale = action.payload;
      state.status = 'loading';
    },
    languageLoaded(state, action: PayloadAction<Locale>) {
      if (state.locale === action.payload) state.status = 'ready';
    },
    languageLoadFailed(state, action: PayloadAction<Locale>) {
      if (state.locale === action.payload) state.status = 'failed';
    },
  },
});

export const { routeLanguageDetected, languageLoaded, languageLoadFailed } = localeSlice.actions;
