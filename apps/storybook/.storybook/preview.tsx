import '@aura/ui-kit/styles.css';
import {
  I18nextProvider,
  LOCALES,
  PSEUDO_LOCALE,
  createI18n,
  directionOf,
  pseudoNamespace,
  type Locale,
} from '@aura/i18n-catalog';
import { applyTheme, type Theme } from '@aura/ui-kit';
import type { Decorator, Preview } from '@storybook/react-vite';
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { configure } from 'storybook/test';

// Play functions' findBy… and waitFor give up after 1 s by default; on a loaded two-core CI machine a dialog's
// closing animation or a lazily loaded chunk can take longer (as in the packages' vitest setups). A wait still ends
// as soon as its condition holds, so passing stories are no slower.
configure({ asyncUtilTimeout: 10_000 });

function ThemeAndLanguage({
  theme,
  locale,
  children,
}: {
  theme: Theme;
  locale: Locale | typeof PSEUDO_LOCALE;
  children: ReactNode;
}) {
  // The pseudo-locale is English made strange (docs/i18n.md): for untranslated and clipped text.
  const i18n = useMemo(
    () => (locale === PSEUDO_LOCALE ? createI18n('en', { english: pseudoNamespace }) : createI18n(locale)),
    [locale],
  );
  useEffect(() => applyTheme(theme), [theme]);
  // As the app's locale saga does: the language, and right to left for Arabic, Persian, Urdu and Hebrew.
  useEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }, [locale]);
  return (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>{children}</Suspense>
    </I18nextProvider>
  );
}

const withThemeAndLanguage: Decorator = (Story, context) => (
  <ThemeAndLanguage
    theme={context.globals.theme as Theme}
    locale={context.globals.locale as Locale | typeof PSEUDO_LOCALE}
  >
    <Story />
  </ThemeAndLanguage>
);

const preview: Preview = {
  decorators: [withThemeAndLanguage],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { icon: 'contrast', items: ['light', 'dark', 'system'], dynamicTitle: true },
    },
    locale: {
      description: 'Language',
      toolbar: { icon: 'globe', items: [...LOCALES, PSEUDO_LOCALE], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Serious accessibility violations fail the story check (test/stories.test.ts) as well.
    a11y: { test: 'error' },
    viewport: {
      options: {
        narrow: { name: 'Narrowest phone (320)', styles: { width: '320px', height: '640px' } },
        phone: { name: 'Phone (390)', styles: { width: '390px', height: '844px' } },
        desktop: { name: 'Desktop (1280)', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};

export default preview;
