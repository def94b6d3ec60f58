import { describe, expect, it } from 'vitest';
import { createI18n, loadNamespace } from './i18n.ts';
import { LAZY_LOCALES, NAMESPACES } from './locales.ts';

describe('loadNamespace', () => {
  it('loads a namespace of a lazily loaded language', async () => {
    const app = await loadNamespace('tr', 'app');
    expect(app).toMatchObject({ home: { title: 'Yeni biriyle yüz yüze tanış' } });
  });

  it.each([...LAZY_LOCALES])('finds every namespace of %s', async (locale) => {
    const loaded = await Promise.all(NAMESPACES.map((namespace) => loadNamespace(locale, namespace)));
    for (const namespace of loaded) expect(namespace).toBeTypeOf('object');
  });

  it('loads an on-demand namespace in English too, and no other English one', async () => {
    await expect(loadNamespace('en', 'profile')).resolves.toMatchObject({ edit: { title: 'Edit profile' } });
    await expect(loadNamespace('en', 'base')).rejects.toThrow('No translations for en/base');
    await expect(loadNamespace('en', 'webChat')).resolves.toMatchObject({ title: 'Messages' });
  });

  it.each([
    ['sw', 'app'],
    ['en', 'app'],
    ['TR', 'app'],
    ['', 'app'],
    ['../en', 'app'],
    ['tr/../en', 'app'],
  ])('rejects the locale %j', async (locale, namespace) => {
    await expect(loadNamespace(locale, namespace)).rejects.toThrow(
      `No translations for ${locale}/${namespace}`,
    );
  });

  it.each(['common', 'App', '', 'index', '../en/app', 'app.json'])(
    'rejects the namespace %j',
    async (namespace) => {
      await expect(loadNamespace('tr', namespace)).rejects.toThrow(`No translations for tr/${namespace}`);
    },
  );
});

function initialized(i18n: ReturnType<typeof createI18n>): Promise<unknown> {
  return i18n.isInitialized ? Promise.resolve() : new Promise((resolve) => i18n.on('initialized', resolve));
}

describe('createI18n', () => {
  it('has English bundled, with nothing to load', () => {
    const i18n = createI18n();
    expect(i18n.t('home.title')).toBe('Meet someone new, face to face');
    expect(i18n.t('base:errors.generic')).toBe('Something went wrong. We apologise. Please try again later.');
  });

  it('falls back to English for a namespace it could not load', async () => {
    const i18n = createI18n('en', { load: () => Promise.reject(new Error('offline')) });
    await i18n.changeLanguage('nl');
    expect(i18n.language).toBe('nl');
    expect(i18n.t('home.title')).toBe('Meet someone new, face to face');
  });

  it('loads an on-demand namespace in English when a screen asks for it', async () => {
    const i18n = createI18n('en');
    if (!i18n.isInitialized) await new Promise((resolve) => i18n.on('initialized', resolve));
    expect(i18n.hasResourceBundle('en', 'profile')).toBe(false);
    await i18n.loadNamespaces('profile');
    expect(i18n.t('profile:search.title')).toBe('Find a user');
  });

  it('falls back to an on-demand English namespace a language lacks', async () => {
    const dutch = createI18n('nl', {
      load: (locale, namespace) => (locale === 'nl' ? Promise.resolve({}) : loadNamespace(locale, namespace)),
    });
    await initialized(dutch);
    await dutch.loadNamespaces('webChat');
    expect(dutch.t('webChat:chat.sent')).toBe('Sent');
  });

  it('loads other namespaces of a language on demand', async () => {
    const i18n = createI18n('tr');
    await i18n.loadNamespaces('interest');
    expect(i18n.t('interest:1')).toBe('Müzik');
  });
});

describe('plural forms', () => {
  // i18next picks the form by Intl.PluralRules; id must resolve as the code it is (not the wire's in).
  it.each([
    ['ar', [0, 1, 2, 3, 11, 100], ['zero', 'one', 'two', 'few', 'many', 'other']],
    ['ru', [1, 3, 5], ['one', 'few', 'many']],
    ['id', [1, 5], ['other', 'other']],
  ] as const)('%s has the forms of its plural rules', (locale, counts, forms) => {
    const rules = new Intl.PluralRules(locale);
    expect(counts.map((count) => rules.select(count))).toEqual(forms);
    const i18n = createI18n(locale, {
      load: async () => Object.fromEntries(forms.map((form) => [`n_${form}`, form])),
    });
    return i18n.loadNamespaces('app').then(() => {
      // A key of this test's own namespace, which the catalogue's typed keys do not know.
      const t = i18n.t as unknown as (key: string, options: { count: number }) => string;
      expect(counts.map((count) => t('n', { count }))).toEqual(forms);
    });
  });
});
