import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getStatusBatch, STATUS_BATCH_MAX_IDS } from './endpoints/presence.ts';
import { COUNTRIES, ISO_COUNTRIES, SPECIAL_REGIONS, isCountryCode } from './countries.ts';
import { UNKNOWN_COUNTRY } from './unknown-country.ts';
import { sanitizeUserName } from './people.ts';
import { canonicalUrl, cipherAad, percentEncode, signingText } from './protocol.ts';

describe('percentEncode', () => {
  it('leaves RFC 3986 unreserved characters and encodes everything else as uppercase UTF-8 bytes', () => {
    expect(percentEncode('aZ09-._~')).toBe('aZ09-._~');
    expect(percentEncode("a b+c/d?e&f=g!'()*")).toBe('a%20b%2Bc%2Fd%3Fe%26f%3Dg%21%27%28%29%2A');
    expect(percentEncode('ş€😀')).toBe('%C5%9F%E2%82%AC%F0%9F%98%80');
  });

  it('writes the same UTF-8 bytes as Node, a lone surrogate as U+FFFD', () => {
    // Any UTF-16 code unit, so that lone surrogates come up too ('binary' makes only whole code points).
    const utf16CodeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));
    const reference = (value: string) =>
      [...value]
        .map((char) =>
          /^[A-Za-z0-9\-._~]$/.test(char)
            ? char
            : [...Buffer.from(char, 'utf8')]
                .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
                .join(''),
        )
        .join('');
    expect(percentEncode('a\uD800b\uDFFF')).toBe('a%EF%BF%BDb%EF%BF%BD');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: utf16CodeUnit }), (value, units) => {
        expect(percentEncode(value)).toBe(reference(value));
        expect(percentEncode(units)).toBe(reference(units));
      }),
    );
  });

  it('is undone by decodeURIComponent for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        expect(decodeURIComponent(percentEncode(value))).toBe(value);
      }),
    );
  });
});

describe('canonicalUrl', () => {
  it('sorts parameters by name, leaves out sign, and encodes names and values', () => {
    expect(
      canonicalUrl('/facade/api/user/getUserInfo', {
        userId: '100001',
        sign: 'ABC',
        appId: 'aura web',
        timestamp: '1700000000000',
        nonce: 'aB3dE6gH',
      }),
    ).toBe(
      '/facade/api/user/getUserInfo?appId=aura%20web&nonce=aB3dE6gH&timestamp=1700000000000&userId=100001',
    );
  });

  it('is just the path without parameters, and orders repeated names by value', () => {
    expect(canonicalUrl('/x', {})).toBe('/x');
    expect(canonicalUrl('/x', { sign: 'S' })).toBe('/x');
    expect(canonicalUrl('/x', { b: ['2', '1'], a: '3' })).toBe('/x?a=3&b=1&b=2');
  });

  it('equals the steps of docs/protocol.md: encode, sort pairs by name then value, join', () => {
    const reference = (path: string, params: Record<string, string | string[]>) => {
      const pairs = Object.entries(params)
        .filter(([name]) => name !== 'sign')
        .flatMap(([name, value]) => (typeof value === 'string' ? [value] : value).map((item) => [name, item]))
        .map(([name, item]) => [percentEncode(name!), percentEncode(item!)] as const)
        .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
      return pairs.length ? `${path}?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}` : path;
    };
    // Short names from few characters, so that prefixes ("a", "a-b", "a.b") and repeated values are common.
    const name = fc.string({
      unit: fc.constantFrom('a', 'b', 'A', '-', '.', '_', '~', '0', '%', ' ', 'ş'),
      maxLength: 4,
    });
    const value = fc.string({ unit: fc.constantFrom('1', '2', 'x', '-', ' ', '&', 'ş'), maxLength: 3 });
    const entry = fc.oneof(value, fc.array(value, { maxLength: 4 }));
    // The few parameters of a call, and more than 32 pairs, where the sort changes method.
    for (const params of [
      fc.dictionary(name, entry),
      fc.dictionary(name, entry, { minKeys: 33, maxKeys: 60 }),
    ]) {
      fc.assert(
        fc.property(params, (drawn) => {
          expect(canonicalUrl('/p', drawn)).toBe(reference('/p', drawn));
        }),
        { numRuns: 1000 },
      );
    }
  });

  it('does not depend on the order the parameters come in', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string()), (params) => {
        const reversed = Object.fromEntries(Object.entries(params).reverse());
        expect(canonicalUrl('/p', reversed)).toBe(canonicalUrl('/p', params));
      }),
    );
  });
});

describe('signing text and cipher AAD', () => {
  it('concatenates canonical URL, deviceId, nonce, timestamp and userId', () => {
    expect(
      signingText({ canonicalUrl: '/p?a=1', deviceId: 'dev', nonce: 'n0nce123', timestamp: 5, userId: '7' }),
    ).toBe('/p?a=1devn0nce12357');
  });

  it('binds a ciphertext to method and path', () => {
    expect(cipherAad('post', '/facade/api/x')).toBe('POST /facade/api/x');
  });
});

describe('countries', () => {
  it('maps ISO alpha-2 codes to distinct numeric ids, plus two special regions', () => {
    expect(COUNTRIES.TR).toBe(792);
    expect(COUNTRIES.NL).toBe(528);
    const ids = Object.values(ISO_COUNTRIES);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [code, id] of Object.entries(SPECIAL_REGIONS)) {
      expect(code).toMatch(/^X[A-Z]$/);
      expect(ids).not.toContain(id);
    }
    expect(isCountryCode(UNKNOWN_COUNTRY.ab)).toBe(false);
  });
});

describe('user names', () => {
  it('replaces angle brackets with asterisks', () => {
    expect(sanitizeUserName('<script>alert(1)</script>')).toBe('*script*alert(1)*/script*');
    expect(sanitizeUserName('Ayşe')).toBe('Ayşe');
  });
});

describe('status batch input', () => {
  it('splits the comma list, turning ids that are not numbers into 0', () => {
    expect(getStatusBatch.input.parse({ userIds: '100001, abc,,42' })).toEqual({
      userIds: ['100001', '0', '0', '42'],
    });
  });

  it('names userIds when it is missing or too long', () => {
    const missing = getStatusBatch.input.safeParse({});
    expect(missing.error?.issues[0]?.path).toEqual(['userIds']);
    const tooMany = getStatusBatch.input.safeParse({
      userIds: Array.from({ length: STATUS_BATCH_MAX_IDS + 1 }, (_, i) => i + 1).join(','),
    });
    expect(tooMany.success).toBe(false);
  });
});

describe('public routes', () => {
  it('opens the landing, login, legal and marketing pages to visitors and guards the rest', async () => {
    const { isPublicPath } = await import('./routes.ts');
    for (const path of [
      '/',
      '/login',
      '/terms-of-use',
      '/privacy-policy/',
      '/landings/summer',
      '/lp/en/dating?x=1',
      '/random-video-chat',
    ]) {
      expect(isPublicPath(path)).toBe(true);
    }
    for (const path of [
      '/wall',
      '/matching',
      '/shop',
      '/profile/edit',
      '/message/IMMessageSession/5',
      '/landingsx',
      '/lp/de/x',
    ]) {
      expect(isPublicPath(path)).toBe(false);
    }
  });
});
