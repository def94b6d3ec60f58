import { AUTO_LOGIN_QUERY } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import { browserLocation, memoryLocation } from './context.ts';
import { autoLoginTokenOf, withoutAutoLoginToken } from './startup.ts';

describe('the address bar', () => {
  it('in the browser: reads location.href and replaces it without a history entry', () => {
    window.history.replaceState(null, '', `/wall?${AUTO_LOGIN_QUERY}=abc&page=2`);
    const location = browserLocation();
    const entries = window.history.length;
    expect(location.href()).toBe(`${window.location.origin}/wall?${AUTO_LOGIN_QUERY}=abc&page=2`);
    location.replace(withoutAutoLoginToken(location.href()));
    expect(window.location.pathname + window.location.search).toBe('/wall?page=2');
    expect(window.history.length).toBe(entries);
  });

  it('in memory: resolves what it is given against the current address', () => {
    const location = memoryLocation('https://aura.example/shop?x=1');
    location.replace('/wall');
    expect(location.href()).toBe('https://aura.example/wall');
  });
});

describe('the auto-login token', () => {
  it('is read from the query string, and an empty one is none', () => {
    expect(autoLoginTokenOf(`https://aura.example/?${AUTO_LOGIN_QUERY}=t0ken`)).toBe('t0ken');
    expect(autoLoginTokenOf(`https://aura.example/?${AUTO_LOGIN_QUERY}=`)).toBeUndefined();
    expect(autoLoginTokenOf('https://aura.example/wall')).toBeUndefined();
  });

  it('is removed, keeping the rest of the address', () => {
    expect(withoutAutoLoginToken(`https://aura.example/wall?a=1&${AUTO_LOGIN_QUERY}=t&b=2#x`)).toBe(
      'https://aura.example/wall?a=1&b=2#x',
    );
    expect(withoutAutoLoginToken(`https://aura.example/?${AUTO_LOGIN_QUERY}=t`)).toBe(
      'https://aura.example/',
    );
  });
});
