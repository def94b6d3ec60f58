import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n.ts';
import { pseudoLocalize, pseudoNamespace } from './pseudo.ts';

describe('the pseudo-locale', () => {
  it('accents every letter, brackets the text and makes it about 35 % longer', () => {
    const text = pseudoLocalize('Meet someone new, face to face');
    expect(text).toMatch(/^\[Ṁééţ šóɱéóñé ñéŵ, ƒáçé ţó ƒáçé.+\]$/);
    expect(text.length - 2).toBe(Math.ceil('Meet someone new, face to face'.length * 1.35));
    expect(text).not.toMatch(/[a-z]/i);
  });

  it('keeps what i18next reads: placeholders, nesting, tags and entities', () => {
    const text = pseudoLocalize('Hi {{name}}, $t(app:brand) <1>{{count}} coins</1> &amp; more');
    expect(text).toContain('{{name}}');
    expect(text).toContain('$t(app:brand)');
    expect(text).toContain('<1>{{count}} çóíñš</1>');
    expect(text).toContain('&amp;');
  });

  it('rewrites nested namespaces, and the app’s English with them as they load', async () => {
    expect(pseudoNamespace({ a: { b: 'Back' } })).toEqual({ a: { b: expect.stringMatching(/^\[Ɓáçķ/) } });
    const i18n = createI18n('en', { english: pseudoNamespace });
    expect(i18n.t('home.title')).toMatch(/^\[Ṁééţ šóɱéóñé ñéŵ/);
    await i18n.loadNamespaces('profile');
    expect(i18n.t('profile:edit.title')).toMatch(/^\[Éðíţ þŕóƒíļé/);
    // Other languages stay as they are.
    await i18n.changeLanguage('tr');
    expect(i18n.t('home.title')).toBe('Yeni biriyle yüz yüze tanış');
  });
});
