import { describe, expect, it } from 'vitest';
import { constellationOf } from './profile.ts';

describe('constellationOf', () => {
  it.each([
    ['1990-01-01', 'capricorn'],
    ['1990-01-19', 'capricorn'],
    ['1990-01-20', 'aquarius'],
    ['1990-03-20', 'pisces'],
    ['1990-03-21', 'aries'],
    ['1990-07-22', 'cancer'],
    ['1990-07-23', 'leo'],
    ['1990-12-21', 'sagittarius'],
    ['1990-12-22', 'capricorn'],
    ['1990-12-31', 'capricorn'],
  ])('%s is %s', (birthday, sign) => {
    expect(constellationOf(birthday)).toBe(sign);
  });
});
