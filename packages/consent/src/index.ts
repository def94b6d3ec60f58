export {
  startConsent,
  type CmpChunk,
  type ConsentController,
  type ConsentOptions,
  type ConsentState,
} from './consent.ts';
export type { ConsentChoice } from './choice.ts';
export { consentRequired } from './countries.ts';
export {
  setConsentModeDefaults,
  signalsOfRecord,
  updateConsentMode,
  type ConsentModeSignals,
} from './consent-mode.ts';
export { createVendorLoader, mayLoad, type LoaderDecision, type VendorScript } from './loader.ts';
export {
  CONSENT_RECORD_KEY,
  COOKIES_ACCEPTED_KEY,
  readConsentRecord,
  type ConsentOutcome,
  type ConsentRecord,
} from './record.ts';
export { installTcfStub, type TcfApi, type TcfCallback, type TcfWindow } from './stub.ts';
export type { ConsentTexts } from './texts.ts';
export { consentTextsOf } from './texts-of.ts';
export { afterLoad, deviceModelOf, pageLoadReport, usageEvent, type UsageContext } from './usage.ts';
export { VENDOR_LIST_META } from './vendor-list-meta.ts';
export { startConsentOnPage, type PageConsentOptions } from './page.ts';
export { CONSENT_CSS, injectConsentStyle } from './style.ts';
