// Shared steps of the social sign-in tests: the gateway on a known port (the redirect URI registered at the
// provider must name it before the gateway starts), the start URL, and the web app's half (postAutoLogin).
import {
  AUTO_LOGIN_QUERY,
  OAUTH_PATHS,
  postAutoLogin,
  type LoginResult,
  type OAuthProvider,
} from '@aura/contracts';
import { IndependentClient, type Answer } from './independent-client.ts';

export function callbackPath(provider: OAuthProvider): string {
  return OAUTH_PATHS.callback.replace(':provider', provider);
}

export function startUrl(
  publicUrl: string,
  provider: string,
  query: Record<string, string> = { returnTo: '/wall', deviceId: 'social-device-1' },
): string {
  return `${publicUrl}${OAUTH_PATHS.start.replace(':provider', provider)}?${new URLSearchParams(query)}`;
}

/** Where the web app's pages are: the end of a sign-in, which tests do not follow. */
export function isAppPage(publicUrl: string): (url: URL) => boolean {
  return (url) => url.origin === new URL(publicUrl).origin && !url.pathname.startsWith('/facade/');
}

export function autoLoginTokenOf(location: string): string {
  const token = new URL(location).searchParams.get(AUTO_LOGIN_QUERY);
  if (!token) throw new Error(`no ${AUTO_LOGIN_QUERY} in ${location}`);
  return token;
}

/** What the web app does with the token: postAutoLogin, encrypted, from a device. */
export async function autoLogin(
  gatewayUrl: string,
  token: string,
  deviceId = 'social-device-1',
): Promise<Answer & { result: LoginResult }> {
  const client = new IndependentClient(gatewayUrl, { deviceId });
  await client.handshake();
  const answer = await client.post(postAutoLogin.path, { token }, { signed: false });
  return { ...answer, result: answer.body.data as LoginResult };
}
