import { describe, expect, it } from 'vitest';
import { CALL_ACTIONS, ROOM_REQUIRED_CALL_ACTIONS, callActionCodeSchema } from './calls.ts';
import { EU_CONSENT_COUNTRIES, isEuConsentCountry } from './consent.ts';
import {
  CHAT_LANGUAGES,
  DEFAULT_LANGUAGE_ID,
  LANGUAGE_IDS,
  ROUTE_LANGUAGE_PREFIXES,
  languageIdSchema,
} from './languages.ts';
import { MOBILE_MAX_WIDTH_PX, PASSWORD_LENGTH, PROFILE_LIMITS } from './limits.ts';
import { USER_STATUS, userStatusSchema } from './presence.ts';
import { CONSTELLATIONS, INTERESTS, interestIdSchema } from './profile.ts';

const unique = <T>(values: readonly T[]) => new Set(values).size === values.length;

describe('enumerations of the spec', () => {
  it('numbers the languages 0 to 36 without gaps or repeats, English being the default', () => {
    const ids = Object.values(LANGUAGE_IDS);
    expect(unique(ids)).toBe(true);
    expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: ids.length }, (_, i) => i));
    expect(DEFAULT_LANGUAGE_ID).toBe(LANGUAGE_IDS.en);
    expect(languageIdSchema.safeParse(ids.length).success).toBe(false);
  });

  it('lists chat languages with ids that are language ids or the two special lists', () => {
    const languageIds = new Set<number>(Object.values(LANGUAGE_IDS));
    const special = CHAT_LANGUAGES.filter(({ id }) => !languageIds.has(id)).map(({ key }) => key);
    expect(special.sort()).toEqual(['forYou', 'new']);
    expect(unique(CHAT_LANGUAGES.map(({ id }) => id))).toBe(true);
  });

  it('has 21 interests numbered 1 to 21', () => {
    const ids = Object.values(INTERESTS);
    expect(ids).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    expect(interestIdSchema.safeParse(0).success).toBe(false);
  });

  it('has the twelve zodiac signs from Aries to Pisces', () => {
    expect(CONSTELLATIONS).toHaveLength(12);
    expect(CONSTELLATIONS[0]).toBe('aries');
    expect(CONSTELLATIONS.at(-1)).toBe('pisces');
    expect(unique(CONSTELLATIONS)).toBe(true);
  });

  it('has the user status codes 0 to 3', () => {
    expect(Object.values(USER_STATUS)).toEqual([0, 1, 2, 3]);
    expect(userStatusSchema.safeParse(4).success).toBe(false);
  });

  it('has distinct call action codes, and room-bound actions among them', () => {
    const codes = Object.values(CALL_ACTIONS);
    expect(unique(codes)).toBe(true);
    for (const code of ROOM_REQUIRED_CALL_ACTIONS) expect(codes).toContain(code);
    expect(ROOM_REQUIRED_CALL_ACTIONS).not.toContain(CALL_ACTIONS.notifyStart);
    expect(ROOM_REQUIRED_CALL_ACTIONS).not.toContain(CALL_ACTIONS.notifyJoin);
    expect(ROOM_REQUIRED_CALL_ACTIONS).not.toContain(CALL_ACTIONS.notifyEnd);
    expect(callActionCodeSchema.safeParse(1).success).toBe(false);
  });

  it('has the 28 EU consent countries, uppercase and distinct', () => {
    expect(EU_CONSENT_COUNTRIES).toHaveLength(28);
    expect(unique(EU_CONSENT_COUNTRIES)).toBe(true);
    for (const code of EU_CONSENT_COUNTRIES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(isEuConsentCountry('nl')).toBe(true);
    expect(isEuConsentCountry('US')).toBe(false);
  });

  it('keeps limits consistent with each other', () => {
    expect(PASSWORD_LENGTH.min).toBeLessThan(PASSWORD_LENGTH.max);
    expect(PASSWORD_LENGTH.phoneMin).toBeGreaterThan(PASSWORD_LENGTH.min);
    expect(PROFILE_LIMITS.maxImageBytes).toBe(5 * 1024 * 1024);
    expect(MOBILE_MAX_WIDTH_PX).toBeGreaterThan(320);
    // The spec's three first, as they are; then every other language of the site, once each.
    expect(ROUTE_LANGUAGE_PREFIXES.slice(0, 3)).toEqual(['tr', 'gb', 'nl']);
    expect(ROUTE_LANGUAGE_PREFIXES).toHaveLength(34);
    expect(unique(ROUTE_LANGUAGE_PREFIXES)).toBe(true);
    for (const prefix of ROUTE_LANGUAGE_PREFIXES) expect(prefix).toMatch(/^[a-z]{2}$/);
  });
});
