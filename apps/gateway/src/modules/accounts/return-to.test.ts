import { describe, expect, it } from 'vitest';
import { appUrl, loginPathFor, safeReturnTo } from './return-to.ts';

describe('safeReturnTo', () => {
  it('keeps paths on our own origin, with their query', () => {
    expect(safeReturnTo('/')).toBe('/');
    expect(safeReturnTo('/wall')).toBe('/wall');
    expect(safeReturnTo('/tr/profile/123?tab=video')).toBe('/tr/profile/123?tab=video');
  });

  it('drops the parameters the sign-in adds itself', () => {
    expect(safeReturnTo('/wall?autoLoginToken=old&oauthError=failed&x=1')).toBe('/wall?x=1');
  });

  it.each([
    ['another origin', 'https://evil.example/wall'],
    ['a protocol-relative URL', '//evil.example/wall'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['dot segments that fold into //host', '/a/../..//evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path', 'wall'],
    ['whitespace', '/ /evil.example'],
    ['a control character', '/\tevil'],
    ['an empty value', ''],
    ['something not a string', ['/wall']],
    ['an overlong path', `/${'a'.repeat(600)}`],
  ])('refuses %s', (_what, value) => {
    expect(safeReturnTo(value)).toBeUndefined();
  });
});

describe('appUrl', () => {
  it('puts the path and one parameter on the public URL', () => {
    expect(appUrl('https://aura.example', '/wall?x=1', 'autoLoginToken', 'abc')).toBe(
      'https://aura.example/wall?x=1&autoLoginToken=abc',
    );
  });

  it('never leaves the public origin, whatever the path says', () => {
    expect(new URL(appUrl('https://aura.example', '//evil.example/x', 'a', 'b')).origin).toBe(
      'https://aura.example',
    );
  });
});

describe('loginPathFor', () => {
  it('keeps the language prefix of the page the sign-in started from', () => {
    expect(loginPathFor('/tr/wall')).toBe('/tr/login');
    expect(loginPathFor('/nl')).toBe('/nl/login');
    // Hebrew's and Indonesian's prefixes are their BCP 47 codes, not the wire's iw and in (issue 17).
    expect(loginPathFor('/he/wall')).toBe('/he/login');
    expect(loginPathFor('/id')).toBe('/id/login');
    expect(loginPathFor('/wall')).toBe('/login');
    expect(loginPathFor('/travel')).toBe('/login');
    expect(loginPathFor(undefined)).toBe('/login');
  });

  it('keeps a language the site has no translation for yet, as the web app keeps it (issue 18)', () => {
    expect(loginPathFor('/de/wall')).toBe('/de/login');
    expect(loginPathFor('/ja?x=1')).toBe('/ja/login');
    expect(loginPathFor('/all/wall')).toBe('/login');
    expect(loginPathFor('/desk')).toBe('/login');
  });
});
