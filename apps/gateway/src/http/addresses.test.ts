import { describe, expect, it } from 'vitest';
import { addressKey, isLoopback } from './addresses.ts';

describe('isLoopback', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1'])(
    '%s is this machine',
    (a) => expect(isLoopback(a)).toBe(true),
  );
  it.each(['10.0.0.1', '192.168.1.5', '::', '::2', 'fe80::1', '::ffff:10.0.0.1', '', undefined, 'localhost'])(
    '%s is not',
    (a) => expect(isLoopback(a)).toBe(false),
  );
});

describe('addressKey', () => {
  it('keeps IPv4 addresses as they are, IPv4-mapped ones unwrapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });
  it('counts an IPv6 /64 as one address, however it is written', () => {
    expect(addressKey('2001:db8:0:12::1')).toBe('2001:db8:0:12::/64');
    expect(addressKey('2001:0db8:0000:0012:abcd:1:2:3')).toBe('2001:db8:0:12::/64');
    expect(addressKey('2001:db8::12:abcd:1:2:3')).toBe('2001:db8:0:12::/64');
    expect(addressKey('2001:db8:0:13::1')).not.toBe(addressKey('2001:db8:0:12::1'));
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
