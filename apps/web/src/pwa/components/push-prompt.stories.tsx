import { PushPrompt } from './push-prompt.tsx';

// Written without Storybook's types: apps/web does not depend on Storybook; apps/storybook builds these.
export default {
  title: 'web/pwa/PushPrompt',
  component: PushPrompt,
  args: { open: true, coins: 20, busy: false, onAllow: () => {}, onLater: () => {} },
};

/** The web push prompt with the coins still to get. */
export const WithCoins = {};

/** The account had the coins: the prompt only says what notifications bring. */
export const WithoutCoins = { args: { coins: 0 } };

/** Waiting for the browser's permission and the subscription. */
export const TurningOn = { args: { busy: true } };

/** The browser's permission was refused. */
export const Blocked = { args: { errorKey: 'pwa.push.blocked' } };
