import { PROFILE_LIMITS } from '@aura/contracts';
import type { BirthdayInput } from './slice.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` of a fully picked birthday that exists in the calendar; undefined otherwise. */
export function isoBirthday({ year, month, day }: BirthdayInput): string | undefined {
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return undefined;
  }
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Whole years from `birthday` (`YYYY-MM-DD`) to the UTC day of `now`. */
export function ageOn(birthday: string, now: number): number {
  const [year, month, day] = birthday.split('-').map(Number) as [number, number, number];
  const today = new Date(now);
  const years = today.getUTCFullYear() - year;
  const hadBirthday =
    today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return hadBirthday ? years : years - 1;
}

export function isAdult(birthday: string, now: number): boolean {
  return ageOn(birthday, now) >= PROFILE_LIMITS.minAge;
}

/**
 * Years the picker offers, newest first: from this year back a lifetime. A neutral age screen: it does not hint
 * at the cut-off (which would teach a minor which year to pick); the age check refuses them in the spec's words.
 */
export function birthYears(now: number, span = 110): number[] {
  const newest = new Date(now).getUTCFullYear();
  return Array.from({ length: span }, (_, index) => newest - index);
}

export function daysInMonth(year: number | undefined, month: number | undefined): number {
  if (month === undefined) return 31;
  // Day 0 of the next month is the last day of this one; a leap year unless the year says otherwise.
  return new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate();
}
