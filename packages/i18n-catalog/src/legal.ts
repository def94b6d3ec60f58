import { PROFILE_LIMITS, SNAPSHOT_LIMITS, type AppRouteName } from '@aura/contracts';

/**
 * The legal and information pages, each a public route (spec §2): the web app's routes and the prerendered landing
 * pages (apps/landing) list the same ones.
 */
export const LEGAL_PAGES = [
  'cookiePolicy',
  'privacyPolicy',
  'termsOfUse',
  'aboutUs',
  'communityGuidelines',
  'safetyCenter',
  'privacyCenter',
  'randomVideoChat',
] as const satisfies readonly AppRouteName[];
export type LegalPageName = (typeof LEGAL_PAGES)[number];

/** Values the legal texts interpolate: numbers of the spec live in @aura/contracts only. */
export const LEGAL_VALUES = {
  age: PROFILE_LIMITS.minAge,
  snapshotSeconds: SNAPSHOT_LIMITS.intervalMs / 1000,
  snapshotDays: SNAPSHOT_LIMITS.retentionDays,
};
