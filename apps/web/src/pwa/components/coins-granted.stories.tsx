import { CoinsGranted } from './coins-granted.tsx';

// Written without Storybook's types: apps/web does not depend on Storybook; apps/storybook builds these.
export default {
  title: 'web/pwa/CoinsGranted',
  component: CoinsGranted,
};

/** Notifications turned on: the grant's coins. */
export const ForNotifications = { args: { reason: 'push', coins: 20 } };

/** The installed app opened: the install grant's coins. */
export const ForInstalling = { args: { reason: 'install', coins: 20 } };
