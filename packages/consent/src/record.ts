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

/** The stored record, or undefined when there is none or it is not one we wrote. */
export function readConsentRecord(storage: Storage): ConsentRecord | undefined {
  try {
    const record = JSON.parse(storage.getItem(CONSENT_RECORD_KEY) ?? 'null') as ConsentRecord | null;
    const lists = record && [record.purposes, record.vendors, record.specialFeatures].every(Array.isArray);
    return lists && record.version === 1 && typeof record.tcString === 'string' && record.tcString
      ? record
      : undefined;
  } catch {
    return undefined;
  }
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
