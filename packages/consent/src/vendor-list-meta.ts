// Written by scripts/refresh-vendor-list.mjs from the IAB's Global Vendor List; do not edit by hand.
/** The shipped vendor list's version and its number of vendors (the first layer shows it). */
export const VENDOR_LIST_META = {
  vendorListVersion: 7,
  tcfPolicyVersion: 4,
  lastUpdated: '2023-06-29T16:07:26Z',
  vendorCount: 376,
} as const;
