import { describe, expect, it } from 'vitest';
import { maskPersonalData } from './log-privacy.ts';

describe('maskPersonalData', () => {
  it.each([
    ['a number in a query', '"url":"/facade/api/mobile/checkMobile?mobile=%2B31612345678&x=1"', '+31…78'],
    ['a number with spaces in a query', '"url":"/x?mobile=%2B31%206%2012%2034%2056%2078"', '+31…78'],
    ['a number without its + in a query', '"url":"/x?mobile=0612345678"', '061…78'],
    ['a number in JSON', '"mobile":"+905321234567"', '+90…67'],
    [
      'a number typed with separators in text',
      'Twilio: The To number +90 (532) 123-45-67 is invalid',
      '+90…67',
    ],
    [
      'an address in a query',
      '"url":"/facade/api/user/email/v2/exists?email=jane.doe%40example.com"',
      'j…@example.com',
    ],
    ['an address in JSON', '"to":"Jane.Doe+aura@Example.COM"', 'J…@Example.COM'],
    ['an address in text', 'mail to jane@example.com failed', 'j…@example.com'],
    ['the outbox filter', '"url":"/dev/outbox.json?to=%2B31612345678"', '+31…78'],
  ])('masks %s', (_what, line, masked) => {
    const out = maskPersonalData(line);
    expect(out).toContain(masked);
    expect(out).not.toMatch(/612345678|5321234567|jane\.doe|Jane\.Doe|jane@|12%2034/i);
  });

  it('leaves ids, times, counts and masked text alone', () => {
    const line =
      '{"level":30,"time":1767225600000,"reqId":"1b2c","userId":"100001","offset":"+02:00","n":"+12","to":"+90…67","msg":"ok"}';
    expect(maskPersonalData(line)).toBe(line);
    expect(maskPersonalData(maskPersonalData('"email":"a.b@c.de"'))).toBe('"email":"a…@c.de"');
  });
});
