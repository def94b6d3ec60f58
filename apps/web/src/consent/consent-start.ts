// The web app's side of @aura/consent (docs/consent.md): the consent UI, mounted from a lazy chunk once the 18+
// gate is passed and the gateway told the country (main.tsx sets Consent Mode's defaults before anything).
import type { ConsentController } from '@aura/consent';
import type { ConsentDependencies } from './consent-dependencies.ts';

let dependencies: ConsentDependencies | undefined;
let controller: Promise<ConsentController> | undefined;

/** Called once by main.tsx, before the first render. */
export function configureConsent(deps: ConsentDependencies): void {
  dependencies = deps;
}

/** Mounts the consent UI once for `country` (the lazy chunk); nothing in a shell that was not configured (tests). */
export function mountConsentOnce(country: string): void {
  if (!dependencies || controller) return;
  const deps = dependencies;
  controller = import('../lazy/consent.ts').then((chunk) => chunk.mountConsent({ ...deps, country }));
}

/** The footer's Cookie settings: the Manage layer (EU) or the popup again; nothing before consent mounted. */
export function openConsentSettings(): void {
  void controller?.then((consent) => consent.openSettings());
}

/** Whether the footer shows its Cookie settings link. */
export const consentConfigured = (): boolean => dependencies !== undefined;
