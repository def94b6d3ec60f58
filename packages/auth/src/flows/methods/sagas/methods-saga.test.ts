import { APP_ROUTES, OAUTH_PATHS } from '@aura/contracts';
import { describe, expect, it } from 'vitest';
import { gatewayPerFile } from '../../../../test/flows-harness.ts';
import { loginRequested } from '../../../session/slice.ts';
import { memoryLocation } from '../../../sagas/context.ts';
import { loginLinkOf, withoutLoginLink } from '../link.ts';
import { loginLinkOpened, loginMethodsWanted, socialLoginRequested } from '../slice.ts';
import { selectLoginMethods } from '../../../selectors.ts';

const bed = gatewayPerFile();

describe('login methods', () => {
  it('loads what the gateway offers, once', async () => {
    const harness = bed.flows();
    harness.store.dispatch(loginMethodsWanted());
    const state = await harness.until((s) => selectLoginMethods(s).status === 'ready');
    expect(selectLoginMethods(state).methods).toEqual({
      emailRegistration: true,
      phoneRegistration: true,
      social: expect.any(Array),
    });
    harness.store.dispatch(loginMethodsWanted());
    expect(harness.actions.filter(({ type }) => type === 'authMethods/loginMethodsLoaded')).toHaveLength(1);
  });

  it('leaves for the provider with where to come back and the device id', async () => {
    const harness = bed.flows();
    harness.store.dispatch(loginRequested({ origin: 'router', returnTo: '/wall?tab=new' }));
    harness.store.dispatch(socialLoginRequested({ provider: 'google' }));
    await harness.until(() => harness.opened.length > 0);
    const url = new URL(harness.opened[0]!);
    expect(`${url.origin}`).toBe(bed.gateway.url);
    expect(url.pathname).toBe(OAUTH_PATHS.start.replace(':provider', 'google'));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      returnTo: '/wall?tab=new',
      deviceId: harness.client.deviceId,
    });
  });

  it('comes back to the wall when the login was opened without a page to return to', async () => {
    const harness = bed.flows();
    harness.store.dispatch(loginRequested({ origin: 'header' }));
    harness.store.dispatch(socialLoginRequested({ provider: 'google' }));
    await harness.until(() => harness.opened.length > 0);
    expect(new URL(harness.opened[0]!).searchParams.get('returnTo')).toBe(APP_ROUTES.wall);
  });

  it('shows why social sign-in came back without signing in', () => {
    const harness = bed.flows();
    harness.store.dispatch(loginLinkOpened(loginLinkOf('?oauthError=permission')!));
    expect(selectLoginMethods(harness.store.getState()).error).toEqual({
      key: 'base:signIn.googlePermission',
    });
    harness.store.dispatch(loginLinkOpened({ oauthError: 'failed' }));
    expect(selectLoginMethods(harness.store.getState()).error).toEqual({
      key: 'app:auth.login.errors.socialFailed',
    });
  });
});

describe('the address bar after a link', () => {
  it('loses the token and the social error once read, keeping the rest', async () => {
    const location = memoryLocation(
      'https://aura.example/tr/login?verifyEmail=token-from-mail-0123&utm=mail',
    );
    const harness = bed.flows({ location });
    harness.store.dispatch(loginLinkOpened(loginLinkOf(new URL(location.href()).search)!));
    await harness.until(() => !location.href().includes('verifyEmail'));
    expect(location.href()).toBe('https://aura.example/tr/login?utm=mail');
  });

  it('withoutLoginLink leaves other addresses alone', () => {
    expect(withoutLoginLink('https://aura.example/login?oauthError=failed')).toBe(
      'https://aura.example/login',
    );
    expect(withoutLoginLink('https://aura.example/wall?tab=new')).toBe('https://aura.example/wall?tab=new');
  });
});

describe('loginLinkOf', () => {
  it('reads the mailed links and the social error, and nothing else', () => {
    expect(loginLinkOf('?verifyEmail=abc&x=1')).toEqual({ verifyEmail: 'abc' });
    expect(loginLinkOf('resetPassword=def')).toEqual({ resetPassword: 'def' });
    expect(loginLinkOf('?oauthError=permission')).toEqual({ oauthError: 'permission' });
    expect(loginLinkOf('?tab=new')).toBeUndefined();
    expect(loginLinkOf('')).toBeUndefined();
  });
});
