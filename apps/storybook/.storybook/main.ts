import type { StorybookConfig } from '@storybook/react-vite';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  // Stories live beside their components in every package, and beside the web shell's layout components.
  stories: ['../../../packages/*/src/**/*.stories.@(ts|tsx)', '../../web/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // Compile workspace packages from source, as the web app does.
      resolve: { conditions: ['@aura/source', ...defaultClientConditions] },
    }),
};

export default config;
