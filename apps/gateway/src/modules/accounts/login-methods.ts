import { OAUTH_PROVIDERS, type EndpointOutput, type getLoginMethods } from '@aura/contracts';
import type { Config } from '../../config.ts';

/** What the login screen may offer (`getLoginMethods`): the sign-up switches, and the social providers configured. */
export function loginMethods(
  config: Pick<Config, 'accounts' | 'oauth'>,
): EndpointOutput<typeof getLoginMethods> {
  return {
    emailRegistration: config.accounts.emailRegistration,
    phoneRegistration: config.accounts.phoneRegistration,
    social: OAUTH_PROVIDERS.filter((provider) => config.oauth[provider] !== undefined),
  };
}
