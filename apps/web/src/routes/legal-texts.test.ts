// The cookie policy names what the app keeps in the browser, in every language: a feature that adds a cookie or
// a stored item fails here until the policy says so (docs/architecture.md "Legal texts").
import { ADULT_GATE_ITEM } from '@aura/auth';
import { IDENTIFIER_COOKIES } from '@aura/gateway-client';
import { createI18n, LOCALES, loadNamespace, type Locale } from '@aura/i18n-catalog';
import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGE_ITEM } from '../site-language.ts';

async function cookiePolicy(locale: Locale): Promise<string> {
  const i18n = createI18n(locale, { load: loadNamespace });
  if (!i18n.isInitialized) await new Promise((resolve) => i18n.on('initialized', resolve));
  await i18n.loadNamespaces('legal');
  // The language's own texts, not English filling in for a file that did not load.
  expect(i18n.hasResourceBundle(locale, 'legal')).toBe(true);
  const paragraphs = i18n.t('cookiePolicy.paragraphs', { ns: 'legal', returnObjects: true, lng: locale });
  return Object.values(paragraphs as Record<string, string>).join('\n');
}

describe('the cookie policy', () => {
  it.each([...LOCALES])('in %s names every cookie and stored item the app keeps', async (locale) => {
    const text = await cookiePolicy(locale);
    for (const name of [
      ...Object.values(IDENTIFIER_COOKIES),
      ADULT_GATE_ITEM,
      SITE_LANGUAGE_ITEM,
      'aura.deviceId',
      'aura_oauth_',
    ]) {
      expect(text, name).toContain(name);
    }
    // Nothing that is not there: no consent tool, no analytics or advertising cookies set.
    expect(text).not.toMatch(/with your consent we (also )?use/i);
  });
});
