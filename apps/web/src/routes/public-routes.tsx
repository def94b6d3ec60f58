import { APP_ROUTES } from '@aura/contracts';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { LegalPageName } from './legal-pages.ts';
import { rootRoute } from './root-route.tsx';

// The routes open to everyone (spec §2 "Route guard", PUBLIC_ROUTES of @aura/contracts). Each page is a chunk of its
// own, loaded when its route first opens (docs/performance.md, "The app's first load").

const LegalPage = lazyRouteComponent(() => import('./legal-page.tsx'), 'LegalPage');
const CampaignLandingPage = lazyRouteComponent(
  () => import('./campaign-landing-page.tsx'),
  'CampaignLandingPage',
);

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_ROUTES.root,
  component: lazyRouteComponent(() => import('./home-page.tsx'), 'HomePage'),
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_ROUTES.login,
  component: lazyRouteComponent(() => import('./login-page.tsx'), 'LoginPage'),
});

function legalRoute<Name extends LegalPageName>(name: Name) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: APP_ROUTES[name],
    component: () => <LegalPage page={name} />,
  });
}

/** Marketing landings: every path under them shows a campaign landing with the sign-up call to action. */
const landingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_ROUTES.landings,
  component: CampaignLandingPage,
});

const marketingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_ROUTES.marketing,
  component: CampaignLandingPage,
});

export const publicRoutes = [
  homeRoute,
  loginRoute,
  legalRoute('cookiePolicy'),
  legalRoute('privacyPolicy'),
  legalRoute('termsOfUse'),
  legalRoute('aboutUs'),
  legalRoute('communityGuidelines'),
  legalRoute('safetyCenter'),
  legalRoute('privacyCenter'),
  legalRoute('randomVideoChat'),
  landingsRoute,
  marketingRoute,
] as const;
