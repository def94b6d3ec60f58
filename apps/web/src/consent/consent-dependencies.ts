// What the consent UI's chunk is handed by the shell (consent-start.ts), apart from both, so the chunk does not
// import the module that loads it.
import type { GatewayClient } from '@aura/gateway-client';
import type { I18n } from '@aura/i18n-catalog';
import type { LocaleRouting } from '../locale-routing.ts';
import type { AppStore } from '../store.ts';

export interface ConsentDependencies {
  gateway: GatewayClient;
  i18n: I18n;
  localeRouting: LocaleRouting;
  store: AppStore;
}
