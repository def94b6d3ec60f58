import { describe, expect, it } from 'vitest';
import { PASSWORD_COST, PasswordHasher, TEST_PASSWORD_COST } from './passwords.ts';

const costOf = (stored: string) => stored.split('$').slice(1, 4).map(Number);

describe('PasswordHasher', () => {
  it('hashes at production cost outside tests, and the stored hash records it', async () => {
    for (const env of ['production', 'development'] as const) {
      const stored = await PasswordHasher.for(env).hash('sunny-days-42');
      expect(costOf(stored)).toEqual([PASSWORD_COST.N, PASSWORD_COST.r, PASSWORD_COST.p]);
      expect(await PasswordHasher.for(env).verify('sunny-days-42', stored)).toBe(true);
      expect(await PasswordHasher.for(env).verify('sunny-days-43', stored)).toBe(false);
    }
  });

  it('hashes cheaply in tests, and verifies hashes of either cost there', async () => {
    const tests = PasswordHasher.for('test');
    const cheap = await tests.hash('sunny-days-42');
    expect(costOf(cheap)).toEqual([TEST_PASSWORD_COST.N, TEST_PASSWORD_COST.r, TEST_PASSWORD_COST.p]);
    expect(TEST_PASSWORD_COST.N).toBeLessThan(PASSWORD_COST.N);
    expect(await tests.verify('sunny-days-42', cheap)).toBe(true);
    expect(await tests.verify('wrong', cheap)).toBe(false);
    const dear = await PasswordHasher.for('production').hash('sunny-days-42');
    expect(await tests.verify('sunny-days-42', dear)).toBe(true);
  });

  it('refuses a hash cheaper than production outside tests, even with the right password', async () => {
    const cheap = await PasswordHasher.for('test').hash('sunny-days-42');
    expect(await PasswordHasher.for('production').verify('sunny-days-42', cheap)).toBe(false);
    expect(await PasswordHasher.for('development').verify('sunny-days-42', cheap)).toBe(false);
  });

  it('refuses what is not an scrypt hash', async () => {
    const hasher = PasswordHasher.for('production');
    expect(await hasher.verify('x', 'plain-text')).toBe(false);
    expect(await hasher.verify('x', 'bcrypt$2b$10$abc')).toBe(false);
  });
});
