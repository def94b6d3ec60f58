/** How a visitor answered: everything, nothing, or a choice of purposes and vendors (spec §4). */
export type ConsentOutcome = 'all' | 'none' | 'part';

/**
 * The consent record of a visitor of an EU consent country (spec §3: consent string, vendor consents, version),
 * kept in local storage under `aura.consent`. The purpose and vendor lists repeat what the TC string says, so the
 * small entry decides what may load without decoding the string (which needs @iabtechlabtcf/core).
 */
export interface ConsentRecord {
  /** The record's own format version. */
  version: 1;
  /** The IAB TCF v2.2 TC string. */
  tcString: string;
  /** The vendor list version the choice was made on. */
  vendorListVersion: number;
  /** Purposes (1–11) consented to. */
  purposes: number[];
  /** Vendor ids consented to. */
  vendors: number[];
  /** Special features (1–2) opted in. */
  specialFeatures: number[];
  outcome: ConsentOutcome;
  /** When the choice was made (ms since the epoch). */
  at: number;
}

export const CONSENT_RECORD_KEY = 'aura.consent';
/** Outside the EU consent countries: the own popup's accepted flag (spec §4). */
export const COOKIES_ACCEPTED_KEY = 'aura.cookiesAccepted';

function isNumberList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((item) => Number.isInteger(item));
}

/** The stored record, or undefined when there is none or it is not one we wrote. */
export function readConsentRecord(storage: Storage): ConsentRecord | undefined {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(CONSENT_RECORD_KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Partial<ConsentRecord>;
  const valid =
    record.version === 1 &&
    typeof record.tcString === 'string' &&
    record.tcString !== '' &&
    typeof record.vendorListVersion === 'number' &&
    isNumberList(record.purposes) &&
    isNumberList(record.vendors) &&
    isNumberList(record.specialFeatures) &&
    (record.outcome === 'all' || record.outcome === 'none' || record.outcome === 'part') &&
    typeof record.at === 'number';
  return valid ? (record as ConsentRecord) : undefined;
}

export function writeConsentRecord(storage: Storage, record: ConsentRecord): void {
  storage.setItem(CONSENT_RECORD_KEY, JSON.stringify(record));
}

export function cookiesAccepted(storage: Storage): boolean {
  return storage.getItem(COOKIES_ACCEPTED_KEY) === '1';
}

export function acceptCookies(storage: Storage): void {
  storage.setItem(COOKIES_ACCEPTED_KEY, '1');
}
