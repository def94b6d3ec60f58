import { InstallCard } from './install-card.tsx';

// Written without Storybook's types: apps/web does not depend on Storybook; apps/storybook builds these.
export default {
  title: 'web/pwa/InstallCard',
  component: InstallCard,
  args: { way: 'prompt', coins: 20, onInstall: () => {}, onShowGuide: () => {} },
};

/** Chromium offered the install: the button shows its dialog. */
export const Installable = {};

/** Safari: the button opens the "Add to Home Screen" guide. */
export const Safari = { args: { way: 'safari' } };

/** Opened from the home screen. */
export const Installed = { args: { way: 'installed' } };

/** A browser that cannot install it. */
export const Unavailable = { args: { way: 'unavailable', coins: 0 } };
