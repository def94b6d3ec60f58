import { describe, expect, it } from 'vitest';
import { freshAddress, freshEmail, freshUkMobile } from './fresh.ts';

describe('fresh identities', () => {
  it('hands out numbers of the 07400 mobile range, never the same one twice', () => {
    const numbers = Array.from({ length: 2000 }, freshUkMobile);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const national of numbers) expect(national).toMatch(/^7400 [1-9]\d{5}$/);
  });

  it('hands out e-mail addresses no test used before', () => {
    expect(freshEmail('deniz')).toMatch(/^deniz\.\d+@example\.com$/);
    expect(freshEmail('deniz')).not.toBe(freshEmail('deniz'));
  });

  it('hands out documentation-range addresses, 500 before one comes again', () => {
    const addresses = Array.from({ length: 500 }, freshAddress);
    expect(new Set(addresses).size).toBe(500);
    for (const address of addresses)
      expect(address).toMatch(/^(198\.51\.100|203\.0\.113)\.([1-9]\d?|1\d\d|2[0-4]\d|250)$/);
  });
});
