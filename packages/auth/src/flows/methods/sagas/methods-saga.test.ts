import { OAUTH_PATHS } from '@aura/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFlows,
  startGateway,
  type FlowsHarness,
  type TestGateway,
} from '../../../../test/flows-harness.ts';
import { loginRequested } from '../../../session/slice.ts';
import { loginLinkOf } from '../link.ts';
import { loginLinkOpened, loginMethodsWanted, selectLoginMethods, socialLoginRequested } from '../slice.ts';

let gateway: TestGateway;
const harnesses: FlowsHarness[] = [];

beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(async () => {
  for (const harness of harnesses) harness.stop();
  await gateway.close();
});

function tab(): FlowsHarness {
  const harness = startFlows(gateway);
  harnesses.push(harness);
  return harness;
}

describe('login methods', () => {
  it('loads what the gateway offers, once', async () => {
    const harness = tab();
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
    const harness = tab();
    harness.store.dispatch(loginRequested({ origin: 'router', returnTo: '/wall?tab=new' }));
    harness.store.dispatch(socialLoginRequested({ provider: 'google' }));
    await harness.until(() => harness.opened.length > 0);
    const url = new URL(harness.opened[0]!);
    expect(`${url.origin}`).toBe(gateway.url);
    expect(url.pathname).toBe(OAUTH_PATHS.start.replace(':provider', 'google'));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      returnTo: '/wall?tab=new',
      deviceId: harness.client.deviceId,
    });
  });

  it('shows why social sign-in came back without signing in', () => {
    const harness = tab();
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

describe('loginLinkOf', () => {
  it('reads the mailed links and the social error, and nothing else', () => {
    expect(loginLinkOf('?verifyEmail=abc&x=1')).toEqual({ verifyEmail: 'abc' });
    expect(loginLinkOf('resetPassword=def')).toEqual({ resetPassword: 'def' });
    expect(loginLinkOf('?oauthError=permission')).toEqual({ oauthError: 'permission' });
    expect(loginLinkOf('?tab=new')).toBeUndefined();
    expect(loginLinkOf('')).toBeUndefined();
  });
});
