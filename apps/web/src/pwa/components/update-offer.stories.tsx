import { UpdateOffer } from './update-offer.tsx';

// Written without Storybook's types: apps/web does not depend on Storybook; apps/storybook builds these.
export default {
  title: 'web/pwa/UpdateOffer',
  component: UpdateOffer,
  args: { onReload: () => {}, onLater: () => {} },
};

/** A new build is out: reload into it, or later. */
export const Offered = {};
