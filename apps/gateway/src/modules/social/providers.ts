import type { OAuthProvider } from '@aura/contracts';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { FacebookEndpoints } from './facebook.ts';
import type { OAuthProviderClient } from './provider.ts';

/** What tests may replace: Facebook has no discovery, so its endpoints are given. */
export interface OAuthProviderOverrides {
  facebook?: FacebookEndpoints;
}

const appleUserSchema = z.object({
  name: z.object({ firstName: z.string().optional(), lastName: z.string().optional() }).optional(),
});

/** Apple posts `user` (JSON with the name) beside the code, on the first sign-in only; it is not signed. */
function appleName(params: URLSearchParams): string | undefined {
  try {
    const user = appleUserSchema.safeParse(JSON.parse(params.get('user') ?? 'null'));
    const name = user.success ? [user.data.name?.firstName, user.data.name?.lastName] : [];
    return name.filter(Boolean).join(' ').trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The configured providers; one that is not configured is absent (its paths answer 404). Their code (openid-client,
 * jose) is loaded only when some provider is configured, so a gateway without social sign-in starts no slower.
 */
export async function oauthProviders(
  oauth: Config['oauth'],
  overrides: OAuthProviderOverrides = {},
): Promise<Map<OAuthProvider, OAuthProviderClient>> {
  const providers = new Map<OAuthProvider, OAuthProviderClient>();
  const { google, apple, facebook } = oauth;
  const oidc = google || apple ? await import('./oidc.ts') : undefined;
  if (google && oidc) {
    providers.set(
      'google',
      new oidc.OidcProvider({
        name: 'google',
        issuer: google.issuer,
        clientId: google.clientId,
        clientSecret: async () => google.clientSecret,
        scope: 'openid email profile',
      }),
    );
  }
  if (apple && oidc) {
    const { AppleClientSecret } = await import('./apple-client-secret.ts');
    const secret = new AppleClientSecret({ ...apple, audience: apple.issuer });
    providers.set(
      'apple',
      new oidc.OidcProvider({
        name: 'apple',
        issuer: apple.issuer,
        clientId: apple.clientId,
        clientSecret: () => secret.current(),
        scope: 'openid name email',
        authorizationParams: { response_mode: 'form_post' },
        nameFromCallback: appleName,
      }),
    );
  }
  if (facebook) {
    const { FACEBOOK_ENDPOINTS, FacebookProvider } = await import('./facebook.ts');
    providers.set(
      'facebook',
      new FacebookProvider({ ...facebook, endpoints: overrides.facebook ?? FACEBOOK_ENDPOINTS }),
    );
  }
  return providers;
}
