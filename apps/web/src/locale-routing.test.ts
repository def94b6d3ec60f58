import { describe, expect, it } from 'vitest';
import { LocaleRouting } from './locale-routing.ts';

const url = (path: string) => new URL(path, 'https://aura.example');

describe('LocaleRouting', () => {
  it('strips the language prefix for the router and remembers the language', () => {
    const routing = new LocaleRouting('/');
    expect(routing.input({ url: url('/tr/wall?x=1') }).pathname).toBe('/wall');
    expect(routing.locale).toBe('tr');
    expect(routing.input({ url: url('/gb') }).pathname).toBe('/');
    expect(routing.locale).toBe('en-GB');
    expect(routing.input({ url: url('/wall') }).pathname).toBe('/wall');
    expect(routing.locale).toBe('en');
  });

  it('puts the current prefix back on the URLs the router writes', () => {
    const routing = new LocaleRouting('/nl/friends');
    expect(routing.locale).toBe('nl');
    expect(routing.output({ url: url('/wall') }).pathname).toBe('/nl/wall');
    expect(routing.output({ url: url('/') }).pathname).toBe('/nl');
    const english = new LocaleRouting('/shop');
    expect(english.output({ url: url('/wall') }).pathname).toBe('/wall');
  });

  it('does not mistake a path that merely starts with a prefix for one', () => {
    const routing = new LocaleRouting('/');
    expect(routing.input({ url: url('/trips') }).pathname).toBe('/trips');
    expect(routing.locale).toBe('en');
  });

  it('routes a language code no translation answers (the wire’s iw and in) in English, and keeps its prefix on the URLs it writes', () => {
    const routing = new LocaleRouting('/iw/wall');
    expect(routing.locale).toBe('en');
    expect(routing.output({ url: url('/wall') }).pathname).toBe('/iw/wall');
    expect(routing.input({ url: url('/in/profile/42') }).pathname).toBe('/profile/42');
    expect(routing.locale).toBe('en');
    expect(routing.output({ url: url('/') }).pathname).toBe('/in');
    expect(routing.href('/login?x')).toBe('/in/login?x');
    // The language picker's addresses replace it, English with no prefix.
    expect(routing.hrefIn('/wall?x', 'tr')).toBe('/tr/wall?x');
    expect(routing.hrefIn('/wall', 'en')).toBe('/wall');
    routing.input({ url: url('/nl/wall') });
    expect(routing.output({ url: url('/wall') }).pathname).toBe('/nl/wall');
  });

  it('writes the browser address of an app path in the current language, query kept', () => {
    const routing = new LocaleRouting('/tr/wall');
    expect(routing.href('/login?utm=ad')).toBe('/tr/login?utm=ad');
    expect(routing.href('/')).toBe('/tr');
    expect(new LocaleRouting('/wall').href('/login?utm=ad')).toBe('/login?utm=ad');
  });
});
