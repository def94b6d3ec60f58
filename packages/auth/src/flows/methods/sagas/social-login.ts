import { APP_ROUTES, OAUTH_PATHS } from '@aura/contracts';
import type { GatewayClient } from '@aura/gateway-client';
import { call, getContext, select } from 'redux-saga/effects';
import { type LoginPopupState } from '../../../session/slice.ts';
import { gatewayClient } from '../../common.ts';
import { OPEN_URL_CONTEXT_KEY, browserOpenUrl, type OpenUrl } from '../../context.ts';
import type { socialLoginRequested } from '../slice.ts';
import { selectLoginPopup } from '../../../selectors.ts';

/**
 * The gateway's social sign-in start for `provider`: it comes back to `returnTo` signed in (an auto-login token)
 * or with `?oauthError=…`, on the device that left.
 */
export function socialStartUrl(client: GatewayClient, provider: string, returnTo: string): string {
  const path = OAUTH_PATHS.start.replace(':provider', encodeURIComponent(provider));
  const query = new URLSearchParams({ returnTo, deviceId: client.deviceId });
  return `${client.baseURL}${path}?${query.toString()}`;
}

/**
 * Leaves the app for the provider (a full page navigation, not a JSON call). It comes back to the page the login
 * was asked for from, or to the wall (where every sign-in lands, see sign-in-landing.ts).
 */
export function* startSocialLogin({ payload }: ReturnType<typeof socialLoginRequested>) {
  const client: GatewayClient = yield* gatewayClient();
  const popup: LoginPopupState = yield select(selectLoginPopup);
  const returnTo = payload.returnTo ?? popup.returnTo ?? APP_ROUTES.wall;
  const openUrl: OpenUrl | undefined = yield getContext(OPEN_URL_CONTEXT_KEY);
  yield call(openUrl ?? browserOpenUrl, socialStartUrl(client, payload.provider, returnTo));
}
