import { SafariInstallGuide } from './safari-install-guide.tsx';

// Written without Storybook's types: apps/web does not depend on Storybook; apps/storybook builds these.
export default {
  title: 'web/pwa/SafariInstallGuide',
  component: SafariInstallGuide,
  args: { open: true, onOpenChange: () => {} },
};

/** Safari's "Add to Home Screen", step by step. */
export const Steps = {};
