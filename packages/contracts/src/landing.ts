// What apps/landing's build hands the gateway (docs/landing.md): the two sides of one file format.

/**
 * Where the landing build writes the site's origin in absolute links (canonical, alternates, sitemap, robots.txt);
 * the gateway puts its PUBLIC_URL there, so one build serves any origin.
 */
export const LANDING_ORIGIN_MARK = '%AURA_ORIGIN%';

/** apps/landing's dist/manifest.json: which prerendered file answers which address. */
export interface LandingManifest {
  /** Exact addresses (`/`, `/tr/about-us`) → page file under the build. */
  pages: Record<string, string>;
  /** Address prefixes of the marketing landings (`/tr/landings`) → page file; the prefix itself and below. */
  campaigns: Record<string, string>;
  /** The script the pages load (`/landing/landing-<hash>.js`), and the stable name other sites embed. */
  script: string;
  embed: string;
}
