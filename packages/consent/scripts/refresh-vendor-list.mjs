#!/usr/bin/env node
// Refreshes the copy of the IAB Global Vendor List (TCF v2.2, GVL specification 3) that @aura/consent ships.
// The browser never fetches the list: the Manage layer and the TC string encoder read this copy.
//
//   pnpm --filter @aura/consent refresh-vendor-list            # from the IAB's published list (needs the internet)
//   pnpm --filter @aura/consent refresh-vendor-list -- --from ./vendor-list.json   # from a downloaded copy
//
// It keeps the fields the CMP uses (every purpose, feature, stack and data category; per vendor its id, name,
// purposes, legitimate-interest and flexible purposes, special purposes, features, special features, policy URL
// and deletion date), writes src/vendor-list.json, and src/vendor-list-meta.ts with the version and vendor count
// that the first layer shows without loading the list. Commit both, with the list's version in the message.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** The IAB's current list (https://vendor-list.consensu.org/v3/vendor-list.json, TCF v2.2). */
export const GVL_URL = 'https://vendor-list.consensu.org/v3/vendor-list.json';

const VENDOR_FIELDS = [
  'id',
  'name',
  'purposes',
  'legIntPurposes',
  'flexiblePurposes',
  'specialPurposes',
  'features',
  'specialFeatures',
  'deletedDate',
  'usesCookies',
  'cookieMaxAgeSeconds',
  'cookieRefresh',
  'usesNonCookieAccess',
  'dataRetention',
  'urls',
  'dataDeclaration',
];

/** The list without what the CMP does not read, vendors deleted from the list left out. */
export function trimVendorList(list) {
  if (list.gvlSpecificationVersion !== 3) {
    throw new Error(`Expected a GVL of specification 3 (TCF v2.2), got ${list.gvlSpecificationVersion}`);
  }
  const vendors = {};
  for (const [id, vendor] of Object.entries(list.vendors)) {
    if (vendor.deletedDate) continue;
    vendors[id] = Object.fromEntries(
      VENDOR_FIELDS.filter((field) => field in vendor).map((f) => [f, vendor[f]]),
    );
  }
  const { gvlSpecificationVersion, vendorListVersion, tcfPolicyVersion, lastUpdated } = list;
  const { purposes, specialPurposes, features, specialFeatures, stacks, dataCategories } = list;
  return {
    gvlSpecificationVersion,
    vendorListVersion,
    tcfPolicyVersion,
    lastUpdated,
    purposes,
    specialPurposes,
    features,
    specialFeatures,
    stacks,
    dataCategories,
    vendors,
  };
}

async function main() {
  const fromIndex = process.argv.indexOf('--from');
  let list;
  if (fromIndex > 0) {
    list = JSON.parse(await readFile(process.argv[fromIndex + 1], 'utf8'));
  } else {
    const response = await fetch(GVL_URL, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new Error(`${GVL_URL} answered ${response.status}`);
    list = await response.json();
  }
  const trimmed = trimVendorList(list);
  const src = new URL('../src/', import.meta.url);
  await writeFile(new URL('vendor-list.json', src), `${JSON.stringify(trimmed)}\n`);
  const meta =
    `// Written by scripts/refresh-vendor-list.mjs from the IAB's Global Vendor List; do not edit by hand.\n` +
    `/** The shipped vendor list's version and its number of vendors (the first layer shows it). */\n` +
    `export const VENDOR_LIST_META = { vendorListVersion: ${trimmed.vendorListVersion}, ` +
    `tcfPolicyVersion: ${trimmed.tcfPolicyVersion}, lastUpdated: '${trimmed.lastUpdated}', ` +
    `vendorCount: ${Object.keys(trimmed.vendors).length} } as const;\n`;
  await writeFile(new URL('vendor-list-meta.ts', src), meta);
  console.log(
    `Vendor list ${trimmed.vendorListVersion} (${trimmed.lastUpdated}): ${Object.keys(trimmed.vendors).length} vendors`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
