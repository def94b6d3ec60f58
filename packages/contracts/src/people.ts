import { z } from 'zod';

/** Gender codes of the user-gender dictionary. A user's gender cannot be changed once set (spec §3). */
export const GENDERS = {
  male: 1,
  female: 2,
} as const;
export type GenderKey = keyof typeof GENDERS;
export type Gender = (typeof GENDERS)[GenderKey];
export const genderSchema = z.literal(Object.values(GENDERS));

/** Roles of spec §6 that an account can hold. */
export const ROLES = ['user', 'goddess'] as const;
export type Role = (typeof ROLES)[number];

/** A user id on the wire: decimal digits. */
export const userIdSchema = z.string().regex(/^\d{1,19}$/, 'must be a user id (digits)');

/**
 * Names that look like markup get their angle brackets replaced by asterisks before anyone sees them (spec §3).
 */
export function sanitizeUserName(name: string): string {
  return name.replace(/[<>]/g, '*');
}
