import { PushCard } from './push-card.tsx';

// Written without Storybook's types: apps/web does not depend on Storybook; apps/storybook builds these.
export default {
  title: 'web/pwa/PushCard',
  component: PushCard,
  args: { state: 'off', coins: 20, busy: false, onTurnOn: () => {}, onTurnOff: () => {} },
};

/** Off, the coins still to get. */
export const Off = {};

/** On for this device. */
export const On = { args: { state: 'on', coins: 0 } };

/** Refused in the browser's settings. */
export const Blocked = { args: { state: 'blocked' } };

/** A browser without web push. */
export const Unsupported = { args: { state: 'unsupported', coins: 0 } };
