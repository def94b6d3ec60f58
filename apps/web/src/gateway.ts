import {
  browserStorage,
  createGatewayClient,
  type GatewayClient,
  type StorageAdapter,
} from '@aura/gateway-client';
import { languageIdOfLocale, type Locale } from '@aura/i18n-catalog';

/** The web app's `appId` in every envelope. */
export const APP_ID = 'aura-web';

export interface GatewayOptions {
  /** The gateway's origin; the page's own by default (the gateway serves the app). */
  baseURL?: string;
  locale: () => Locale;
  storage?: StorageAdapter;
}

/** The one gateway client of this tab. */
export function createAppGateway({
  baseURL = '',
  locale,
  storage = browserStorage(),
}: GatewayOptions): GatewayClient {
  return createGatewayClient({
    baseURL,
    appId: APP_ID,
    version: import.meta.env.VITE_APP_VERSION ?? '0.0.0',
    languageId: () => languageIdOfLocale(locale()),
    storage,
  });
}
