import { APP_ROUTES } from '@aura/contracts';
import { createRoute } from '@tanstack/react-router';
import { CampaignLandingPage } from './campaign-landing-page.tsx';
import { HomePage } from './home-page.tsx';
import { LegalPage, type LegalPageName } from './legal-page.tsx';
import { LoginPage } from './login-page.tsx';
import { rootRoute } from './root-route.tsx';

// The routes open to everyone (spec §2 "Route guard", PUBLIC_ROUTES of @aura/contracts).

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_ROUTES.root,
  component: HomePage,
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: APP_ROUTES.login,
  component: LoginPage,
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
