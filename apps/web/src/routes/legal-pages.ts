import type { AppRouteName } from '@aura/contracts';

/** The legal and information pages, each a public route (spec §2). */
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
