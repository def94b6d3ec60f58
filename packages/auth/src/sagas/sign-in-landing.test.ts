// Where a sign-in lands, run in a real store with the auth slice; the shell's navigation is recorded.
import { APP_ROUTES } from '@aura/contracts';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { afterEach, describe, expect, it } from 'vitest';
import {
  authSlice,
  autoLoginStarted,
  loginPopupClosed,
  loginRequested,
  signedIn,
  signedOut,
  visitorConfirmed,
} from '../session/slice.ts';
import { sampleLoginResult } from '../testing/fixtures.ts';
import { NAVIGATE_CONTEXT_KEY } from './context.ts';
import { signInLandingSaga } from './sign-in-landing.ts';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function landing() {
  const navigations: string[] = [];
  const sagaMiddleware = createSagaMiddleware({
    context: { [NAVIGATE_CONTEXT_KEY]: (to: string) => navigations.push(to) },
  });
  const store = configureStore({
    reducer: { [authSlice.reducerPath]: authSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const task = sagaMiddleware.run(signInLandingSaga);
  stops.push(() => task.cancel());
  return { store, navigations };
}

describe('where a sign-in lands', () => {
  it('on the wall, when the visitor opened the login themselves (the landing page, the header)', () => {
    const { store, navigations } = landing();
    store.dispatch(visitorConfirmed());
    store.dispatch(loginRequested({ origin: 'header' }));
    store.dispatch(signedIn(sampleLoginResult));
    expect(navigations).toEqual([APP_ROUTES.wall]);
  });

  it('where the login started: the guarded route, with its query string', () => {
    const { store, navigations } = landing();
    store.dispatch(visitorConfirmed());
    store.dispatch(loginRequested({ origin: 'router', returnTo: '/shop?pack=3' }));
    store.dispatch(signedIn(sampleLoginResult));
    expect(navigations).toEqual(['/shop?pack=3']);
  });

  it('where the guarded route asked, also after the popup was closed and the login page used instead', () => {
    const { store, navigations } = landing();
    store.dispatch(visitorConfirmed());
    store.dispatch(loginRequested({ origin: 'router', returnTo: '/matching' }));
    store.dispatch(loginPopupClosed());
    store.dispatch(signedIn(sampleLoginResult));
    expect(navigations).toEqual(['/matching']);
  });

  it('on the wall when a later login was opened without a page to return to', () => {
    const { store, navigations } = landing();
    store.dispatch(visitorConfirmed());
    store.dispatch(loginRequested({ origin: 'router', returnTo: '/shop' }));
    store.dispatch(loginPopupClosed());
    store.dispatch(loginRequested({ origin: 'header' }));
    store.dispatch(signedIn(sampleLoginResult));
    expect(navigations).toEqual([APP_ROUTES.wall]);
  });

  it("nowhere for startup's own sign-in: the cookies' session or an auto-login link stays on the page opened", () => {
    const { store, navigations } = landing();
    store.dispatch(signedIn(sampleLoginResult));
    const link = landing();
    link.store.dispatch(autoLoginStarted());
    link.store.dispatch(signedIn(sampleLoginResult));
    expect(navigations).toEqual([]);
    expect(link.navigations).toEqual([]);
  });

  it('nowhere for a signed-in user signing in again (a first password after a mailed link)', () => {
    const { store, navigations } = landing();
    store.dispatch(visitorConfirmed());
    store.dispatch(signedIn(sampleLoginResult));
    store.dispatch(loginRequested({ origin: 'link', view: 'emailVerify' }));
    store.dispatch(signedIn(sampleLoginResult));
    expect(navigations).toEqual([APP_ROUTES.wall]);
  });

  it('again after a logout, forgetting the page an earlier login was asked for from', () => {
    const { store, navigations } = landing();
    store.dispatch(visitorConfirmed());
    store.dispatch(loginRequested({ origin: 'router', returnTo: '/friends' }));
    store.dispatch(signedIn(sampleLoginResult));
    store.dispatch(signedOut({ reason: 'logout' }));
    store.dispatch(signedIn(sampleLoginResult));
    expect(navigations).toEqual(['/friends', APP_ROUTES.wall]);
  });
});
