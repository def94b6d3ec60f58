import { APP_ROUTES } from '@aura/contracts';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { guardRoute } from '../routing/guard.ts';
import { NotAvailablePage, type FeaturePageName } from './not-available-page.tsx';
import { rootRoute } from './root-route.tsx';

// Each feature's page is a chunk of its own, loaded when its route first opens (docs/performance.md).

/** Every route that needs a signed-in user sits under this one, whose `beforeLoad` is the route guard. */
const memberRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'member',
  beforeLoad: guardRoute,
});

/** A route whose feature lands in a later issue: the real page frame and a plain "not available yet". */
function featureRoute<Name extends FeaturePageName>(name: Name) {
  return createRoute({
    getParentRoute: () => memberRoute,
    path: APP_ROUTES[name],
    component: () => <NotAvailablePage page={name} />,
  });
}

/** The wall stays mounted when left (spec §2); the layout keeps it (KeepAliveOutlet). */
const wallRoute = createRoute({
  getParentRoute: () => memberRoute,
  path: APP_ROUTES.wall,
  staticData: { keepAlive: true },
  component: lazyRouteComponent(() => import('./wall-route-page.tsx'), 'WallRoutePage'),
});

/** The 1v1 match screen (spec §2): @aura/matching. */
const matchingRoute = createRoute({
  getParentRoute: () => memberRoute,
  path: APP_ROUTES.matching,
  component: lazyRouteComponent(() => import('./match-route-page.tsx'), 'MatchRoutePage'),
});

/** A user's call settings (Aura's own route), reached from the account menu: @aura/hosts. */
const callSettingsRoute = createRoute({
  getParentRoute: () => memberRoute,
  path: APP_ROUTES.callSettings,
  component: lazyRouteComponent(() => import('./call-settings-route-page.tsx'), 'CallSettingsRoutePage'),
});

/** @aura/profile's pages: one's own edit, anyone's profile, search by search id (docs/profiles.md). */
const profilePages = () => import('./profile-route-pages.tsx');
const profileEditRoute = createRoute({
  getParentRoute: () => memberRoute,
  path: APP_ROUTES.profileEdit,
  component: lazyRouteComponent(profilePages, 'ProfileEditRoutePage'),
});
const ProfileRoutePage = lazyRouteComponent(profilePages, 'ProfileRoutePage');
const profileRoute = createRoute({
  getParentRoute: () => memberRoute,
  path: APP_ROUTES.profile,
  // The user id from here: the page's chunk imports nothing of the router (profile-route-pages.tsx).
  component: () => <ProfileRoutePage friendId={profileRoute.useParams().friendId} />,
});
const cardRoute = createRoute({
  getParentRoute: () => memberRoute,
  path: APP_ROUTES.card,
  component: lazyRouteComponent(profilePages, 'CardRoutePage'),
});
const searchRoute = createRoute({
  getParentRoute: () => memberRoute,
  path: APP_ROUTES.search,
  component: lazyRouteComponent(profilePages, 'SearchRoutePage'),
});
/** The coin shop, payRes, the order history, refund reports and saved cards (spec §2): @aura/shop-payments, one chunk. */
const shopRoute = <Path extends string>(
  path: Path,
  page:
    | 'ShopRoutePage'
    | 'PayResultRoutePage'
    | 'OrderListRoutePage'
    | 'RefundReportRoutePage'
    | 'RefundListRoutePage'
    | 'CardListRoutePage'
    | 'AddCardRoutePage'
    | 'WalletRoutePage'
    | 'VoucherRoutePage'
    | 'PaymentMethodsRoutePage',
) =>
  createRoute({
    getParentRoute: () => memberRoute,
    path,
    component: lazyRouteComponent(() => import('./shop-route-pages.tsx'), page),
  });

/** The task and activity pages (spec §2): @aura/rewards, one chunk with the check-in popup. */
const rewardsPages = () => import('./rewards-route-pages.tsx');
/**
 * The rewards' pages (task, activity) and, in the same chunk, the helper and download pages: notifications and installing the app
 * (docs/push.md; a chunk of their own would be more file names in the entry's preload map).
 */
const rewardsRoute = (name: 'task' | 'activity' | 'zhushou' | 'download') =>
  createRoute({
    getParentRoute: () => memberRoute,
    path: APP_ROUTES[name],
    // The chunk exports each page under its route's name too: one string less per route in the entry.
    component: lazyRouteComponent(rewardsPages, name),
  });

/**
 * Messages and Friends (spec §2): @aura/im, in the wall's chunk (wall-route-page.tsx says why); the backpack
 * (@aura/gifts) too, whose slice and saga start from that chunk.
 */
function imRoute<Path extends string>(
  path: Path,
  page: 'MessagesRoutePage' | 'SayHiRoutePage' | 'ChatRoutePage' | 'FriendsRoutePage' | 'BackpackRoutePage',
) {
  return createRoute({
    getParentRoute: () => memberRoute,
    path,
    component: lazyRouteComponent(() => import('./wall-route-page.tsx'), page),
  });
}

export const memberRoutes = memberRoute.addChildren([
  wallRoute,
  matchingRoute,
  callSettingsRoute,
  profileEditRoute,
  profileRoute,
  cardRoute,
  searchRoute,
  shopRoute(APP_ROUTES.shop, 'ShopRoutePage'),
  shopRoute(APP_ROUTES.payRes, 'PayResultRoutePage'),
  shopRoute(APP_ROUTES.payOrderList, 'OrderListRoutePage'),
  featureRoute('pay'),
  shopRoute(APP_ROUTES.payRefund, 'RefundReportRoutePage'),
  shopRoute(APP_ROUTES.refundBack, 'RefundListRoutePage'),
  shopRoute(APP_ROUTES.paymentInfoAdd, 'AddCardRoutePage'),
  shopRoute(APP_ROUTES.cardList, 'CardListRoutePage'),
  shopRoute(APP_ROUTES.paymentMethodsList, 'PaymentMethodsRoutePage'),
  shopRoute(APP_ROUTES.applePay, 'WalletRoutePage'),
  shopRoute(APP_ROUTES.pagsmile, 'VoucherRoutePage'),
  imRoute(APP_ROUTES.backpack, 'BackpackRoutePage'),
  rewardsRoute('activity'),
  rewardsRoute('task'),
  rewardsRoute('zhushou'),
  rewardsRoute('download'),
  imRoute(APP_ROUTES.message, 'MessagesRoutePage'),
  imRoute(APP_ROUTES.messageSession, 'ChatRoutePage'),
  imRoute(APP_ROUTES.sayHiSession, 'SayHiRoutePage'),
  imRoute(APP_ROUTES.friends, 'FriendsRoutePage'),
]);
