import { z } from 'zod';

/** Interest labels by id (spec §3); the label text lives in the i18n catalog under the id. */
export const INTERESTS = {
  music: 1,
  dance: 2,
  yoga: 3,
  cricket: 4,
  party: 5,
  fashion: 6,
  shopping: 7,
  photography: 8,
  movies: 9,
  travel: 10,
  food: 11,
  coffee: 12,
  sports: 13,
  dog: 14,
  cat: 15,
  beauty: 16,
  camping: 17,
  reading: 18,
  cooking: 19,
  football: 20,
  pets: 21,
} as const;
export type InterestKey = keyof typeof INTERESTS;
export type InterestId = (typeof INTERESTS)[InterestKey];
export const interestIdSchema = z.literal(Object.values(INTERESTS));

/** The twelve zodiac signs, Aries to Pisces. */
export const CONSTELLATIONS = [
  'aries',
  'taurus',
  'gemini',
  'cancer',
  'leo',
  'virgo',
  'libra',
  'scorpio',
  'sagittarius',
  'capricorn',
  'aquarius',
  'pisces',
] as const;
export type Constellation = (typeof CONSTELLATIONS)[number];
export const constellationSchema = z.enum(CONSTELLATIONS);

/** The first day (month, day) of each sign, from Capricorn's start in late December round the year. */
const SIGN_STARTS: readonly [number, number, Constellation][] = [
  [1, 20, 'aquarius'],
  [2, 19, 'pisces'],
  [3, 21, 'aries'],
  [4, 20, 'taurus'],
  [5, 21, 'gemini'],
  [6, 21, 'cancer'],
  [7, 23, 'leo'],
  [8, 23, 'virgo'],
  [9, 23, 'libra'],
  [10, 23, 'scorpio'],
  [11, 22, 'sagittarius'],
  [12, 22, 'capricorn'],
];

/** The zodiac sign of a birthday (`YYYY-MM-DD`). */
export function constellationOf(birthday: string): Constellation {
  const [, month = 1, day = 1] = birthday.split('-').map(Number);
  let sign: Constellation = 'capricorn';
  for (const [startMonth, startDay, name] of SIGN_STARTS) {
    if (month > startMonth || (month === startMonth && day >= startDay)) sign = name;
  }
  return sign;
}
