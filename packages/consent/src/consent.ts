import { CONSENT_SCRIPT_RETRY } from '@aura/contracts';
import type { ConsentChoice } from './choice.ts';
import type * as CmpChunkModule from './cmp.ts';
import { ALL_GRANTED, setConsentModeDefaults, signalsOfRecord, updateConsentMode } from './consent-mode.ts';
import { consentRequired } from './countries.ts';
import { mountFirstLayer } from './first-layer.ts';
import { createVendorLoader, type LoaderDecision, type VendorScript } from './loader.ts';
import { mountOwnPopup } from './own-popup.ts';
import { installTcfStub } from './stub.ts';
import {
  acceptCookies,
  cookiesAccepted,
  readConsentRecord,
  writeConsentRecord,
  type ConsentRecord,
} from './record.ts';
import type { CmpIdentity } from './tcf.ts';
import type { ConsentTexts } from './texts.ts';
import { VENDOR_LIST_META } from './vendor-list-meta.ts';

export type CmpChunk = typeof CmpChunkModule;

export interface ConsentOptions extends CmpIdentity {
  /** The visitor's country code from the gateway's country-by-IP (`ZZ` or undefined when unknown). */
  country: string | undefined;
  texts: ConsentTexts;
  cookiePolicyUrl: string;
  /** Third-party scripts to load with consent; none by default. */
  vendors?: readonly VendorScript[];
  window?: Window;
  /**
   * Loads the heavy chunk, `@aura/consent/cmp`: `() => import('@aura/consent/cmp')` in an app whose bundler splits
   * it off; the landing, one classic script, imports a file it built apart (docs/consent.md).
   */
  loadCmp: () => Promise<CmpChunk>;
  /** Told after each stored choice (and once at the start). */
  onChange?: (state: ConsentState) => void;
}

/** Where the visitor stands. */
export interface ConsentState {
  /** An EU consent country, or a country the gateway could not tell. */
  required: boolean;
  /** The stored TCF choice of a visitor who needs one. */
  record: ConsentRecord | undefined;
  /** The own popup's Accept, outside the EU consent countries. */
  accepted: boolean;
  /** Whether usage events may be sent: not required, or purposes 1 and 8 consented. */
  usageAllowed: boolean;
  /** What is on screen: the first layer, the Manage layer, the own popup, or nothing. */
  showing: 'first-layer' | 'manage' | 'popup' | undefined;
}

export interface ConsentController {
  state(): ConsentState;
  /** The footer's link: the Manage layer for an EU visitor (withdraw or change), the popup elsewhere. */
  openSettings(): Promise<void>;
  /** Stores a choice as the first layer's or Manage layer's buttons do. */
  choose(choice: 'all' | 'none' | ConsentChoice): Promise<void>;
  /** The vendor scripts added so far. */
  loadedVendors(): string[];
}

/** Imports the heavy chunk, retried as the spec's consent script is (3 times, 15 ms apart). */
async function withRetry<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt > CONSENT_SCRIPT_RETRY.attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, CONSENT_SCRIPT_RETRY.intervalMs));
    }
  }
}

/**
 * Starts consent on a page, before any other script: Consent Mode defaults (all denied), the `__tcfapi` stub,
 * then the first layer for an EU visitor without a stored choice, or the own popup for any other visitor who has
 * not accepted yet. Vendor scripts load as the stored choice allows. The TC string encoder, the CMP API and the
 * Manage layer load only on a choice or on a queued `__tcfapi` command.
 */
export function startConsent(options: ConsentOptions): ConsentController {
  const win = options.window ?? window;
  const doc = win.document;
  const storage = win.localStorage;
  const required = consentRequired(options.country);
  const identity: CmpIdentity = {
    cmpId: options.cmpId,
    cmpVersion: options.cmpVersion,
    ...(options.publisherCountryCode ? { publisherCountryCode: options.publisherCountryCode } : {}),
  };
  const loader = createVendorLoader(doc, options.vendors ?? []);
  let record = required ? readConsentRecord(storage) : undefined;
  let accepted = !required && cookiesAccepted(storage);
  let dialog: HTMLElement | undefined;
  let showing: ConsentState['showing'];
  let chunk: Promise<CmpChunk> | undefined;
  const load = () => (chunk ??= withRetry(options.loadCmp));

  const state = (): ConsentState => ({
    required,
    record,
    accepted,
    usageAllowed: !required || (!!record?.purposes.includes(1) && record.purposes.includes(8)),
    showing,
  });
  const show = (next: HTMLElement | undefined, name: ConsentState['showing']) => {
    dialog?.remove();
    dialog = next;
    showing = name;
  };
  const decision = (): LoaderDecision => (required ? { required, record } : { required });
  const cmpString = () => (required ? (record?.tcString ?? '') : null);
  const syncCmp = async () => (await load()).updateCmpApi(identity, cmpString(), showing !== undefined);

  setConsentModeDefaults(win);
  installTcfStub(win, { gdprApplies: required, onQueued: () => void syncCmp() });

  async function choose(choice: 'all' | 'none' | ConsentChoice): Promise<void> {
    const cmp = await load();
    const chosen =
      choice === 'all' ? cmp.acceptAllChoice() : choice === 'none' ? cmp.REJECT_ALL_CHOICE : choice;
    const withdrawn = record && record.vendors.some((id) => !chosen.vendors.includes(id));
    record = cmp.encodeChoice(chosen, identity);
    writeConsentRecord(storage, record);
    show(undefined, undefined);
    updateConsentMode(win, signalsOfRecord(record));
    loader.apply(decision());
    cmp.updateCmpApi(identity, record.tcString, false);
    options.onChange?.(state());
    // A script that ran cannot be unloaded: a withdrawn vendor goes with a fresh page.
    if (withdrawn && loader.loaded().length > 0) win.location.reload();
  }

  async function openManage(): Promise<void> {
    const cmp = await load();
    show(
      cmp.mountManageLayer(doc, options.texts, record, {
        save: (choice) => void choose(choice),
        acceptAll: () => void choose('all'),
        rejectAll: () => void choose('none'),
      }),
      'manage',
    );
    cmp.updateCmpApi(identity, cmpString(), true);
    options.onChange?.(state());
  }

  function openPopup(): void {
    show(
      mountOwnPopup(doc, options.texts, options.cookiePolicyUrl, () => {
        acceptCookies(storage);
        accepted = true;
        show(undefined, undefined);
        updateConsentMode(win, ALL_GRANTED);
        options.onChange?.(state());
      }),
      'popup',
    );
  }

  if (required) {
    if (record) {
      updateConsentMode(win, signalsOfRecord(record));
      loader.apply(decision());
    } else {
      show(
        mountFirstLayer(doc, options.texts, VENDOR_LIST_META.vendorCount, options.cookiePolicyUrl, {
          acceptAll: () => void choose('all'),
          rejectAll: () => void choose('none'),
          manage: () => void openManage(),
        }),
        'first-layer',
      );
    }
  } else {
    loader.apply(decision());
    if (accepted) updateConsentMode(win, ALL_GRANTED);
    else openPopup();
  }
  options.onChange?.(state());

  return {
    state,
    openSettings: async () => (required ? openManage() : openPopup()),
    choose,
    loadedVendors: () => loader.loaded(),
  };
}
