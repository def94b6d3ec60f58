// The heavy half of the CMP, loaded on a choice or on a `__tcfapi` command the stub queued: the shipped vendor
// list, the TC string encoder (@iabtechlabtcf/core) and the CMP API (@iabtechlabtcf/cmpapi).
import { CmpApi } from '@iabtechlabtcf/cmpapi';
import { GVL, TCModel, TCString, type VersionOrVendorList } from '@iabtechlabtcf/core';
import type { ConsentChoice } from './choice.ts';
import type { ConsentRecord } from './record.ts';
import vendorList from './vendor-list.json';

let gvl: GVL | undefined;

/** The shipped Global Vendor List (scripts/refresh-vendor-list.mjs), never fetched from the browser. */
export function vendorListModel(): GVL {
  gvl ??= new GVL(vendorList as unknown as VersionOrVendorList);
  return gvl;
}

/** Every id a full acceptance covers, from the shipped list. */
export function acceptAllChoice(): ConsentChoice {
  const list = vendorListModel();
  return {
    outcome: 'all',
    purposes: Object.keys(list.purposes).map(Number),
    vendors: Object.keys(list.vendors).map(Number),
    specialFeatures: Object.keys(list.specialFeatures).map(Number),
  };
}

export const REJECT_ALL_CHOICE: ConsentChoice = {
  outcome: 'none',
  purposes: [],
  vendors: [],
  specialFeatures: [],
};

export interface CmpIdentity {
  /** The CMP id the IAB assigned (2 or more). */
  cmpId: number;
  cmpVersion: number;
  /** Where the publisher is established (two letters; `AA` when unknown). */
  publisherCountryCode?: string;
}

/**
 * The TC string for a choice: a service-specific TCF v2.2 string on the shipped vendor list. Without a consent,
 * a vendor's legitimate interest is not claimed either (Reject all objects to everything).
 */
export function encodeChoice(choice: ConsentChoice, identity: CmpIdentity, now = new Date()): ConsentRecord {
  const list = vendorListModel();
  const model = new TCModel(list);
  model.cmpId = identity.cmpId;
  model.cmpVersion = identity.cmpVersion;
  model.publisherCountryCode = identity.publisherCountryCode ?? 'AA';
  model.isServiceSpecific = true;
  model.consentScreen = choice.outcome === 'part' ? 2 : 1;
  model.created = now;
  model.lastUpdated = now;
  model.purposeConsents.set(choice.purposes);
  model.vendorConsents.set(choice.vendors);
  model.specialFeatureOptins.set(choice.specialFeatures);
  if (choice.outcome === 'all') {
    model.setAllVendorLegitimateInterests();
    model.setAllPurposeLegitimateInterests();
  }
  const tcString = TCString.encode(model);
  // The record repeats what the string says, as encoded: the encoder drops a vendor's consent for purposes the
  // vendor does not declare (a vendor that relies on legitimate interest only has none).
  const encoded = TCString.decode(tcString);
  const ids = (vector: { forEach(fn: (value: boolean, id: number) => void): void }) => {
    const out: number[] = [];
    vector.forEach((value, id) => value && out.push(id));
    return out.sort((a, b) => a - b);
  };
  return {
    version: 1,
    tcString,
    vendorListVersion: list.vendorListVersion,
    purposes: ids(encoded.purposeConsents),
    vendors: ids(encoded.vendorConsents),
    specialFeatures: ids(encoded.specialFeatureOptins),
    outcome: choice.outcome,
    at: now.getTime(),
  };
}

let cmpApi: CmpApi | undefined;
let installedApi: unknown;

/**
 * Starts the CMP API, which takes over `__tcfapi` and answers what the stub queued, or updates it: `tcString`
 * null when GDPR does not apply, '' while an EU visitor has not chosen, else the stored string.
 */
export function updateCmpApi(identity: CmpIdentity, tcString: string | null, uiVisible: boolean): void {
  const page = window as Window & { __tcfapi?: unknown };
  // A new stub on the page (a test's fresh start) gets a new CMP API, which drains the new stub's queue.
  if (!cmpApi || page.__tcfapi !== installedApi) {
    cmpApi = new CmpApi(identity.cmpId, identity.cmpVersion, true);
    installedApi = page.__tcfapi;
  }
  cmpApi.update(tcString, uiVisible);
}
