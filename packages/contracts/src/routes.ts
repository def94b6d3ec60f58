/**
 * The web app's routes (spec §2), without the optional language prefix (tr, gb, nl). `$name` is a path parameter,
 * `$` alone the rest of the path. The server uses them for links it mails.
 */
export const APP_ROUTES = {
  root: '/',
  login: '/login',
  matching: '/matching',
  profileEdit: '/profile/edit',
  profile: '/profile/$friendId',
  wall: '/wall',
  card: '/card',
  search: '/search',
  shop: '/shop',
  pay: '/pay',
  payOrderList: '/payOrderList',
  payRefund: '/payRefund',
  refundBack: '/refundBack',
  paymentInfoAdd: '/paymentInfoAdd',
  cardList: '/cardList',
  paymentMethodsList: '/paymentMethodsList',
  payRes: '/payRes',
  applePay: '/appplePay',
  pagsmile: '/pagsmile',
  backpack: '/backpack',
  activity: '/activity',
  task: '/task',
  zhushou: '/zhushou',
  download: '/download',
  message: '/message',
  messageSession: '/message/IMMessageSession/$friendId',
  sayHiSession: '/message/IMSayHiSession',
  friends: '/friends',
  cookiePolicy: '/cookie-policy',
  privacyPolicy: '/privacy-policy',
  termsOfUse: '/terms-of-use',
  aboutUs: '/about-us',
  communityGuidelines: '/community-guidelines',
  safetyCenter: '/safety-center',
  privacyCenter: '/privacy-center',
  randomVideoChat: '/random-video-chat',
  landings: '/landings/$',
  marketing: '/lp/en/$',
  /** Aura's own (spec §2 has no such route): a user's call settings, from the account menu (docs/calls.md). */
  callSettings: '/settings/calls',
} as const;
export type AppRouteName = keyof typeof APP_ROUTES;

/** Routes open to everyone (spec §2 "Route guard"); every other route needs a signed-in user. */
export const PUBLIC_ROUTES: readonly AppRouteName[] = [
  'root',
  'login',
  'termsOfUse',
  'privacyPolicy',
  'cookiePolicy',
  'aboutUs',
  'communityGuidelines',
  'safetyCenter',
  'privacyCenter',
  'randomVideoChat',
  'landings',
  'marketing',
];

/** Whether a path (without language prefix or query) is one of the public routes. */
export function isPublicPath(path: string): boolean {
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  return PUBLIC_ROUTES.some((name) => {
    const route = APP_ROUTES[name];
    if (route.endsWith('/$')) return clean === route.slice(0, -2) || clean.startsWith(route.slice(0, -1));
    return clean === route;
  });
}
