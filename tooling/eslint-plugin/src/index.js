import filenameCase from './rules/filename-case.js';
import gatewayModules from './rules/gateway-modules.js';
import layers from './rules/layers.js';

/** Aura's lint rules. Use `aura.configs.recommended` in a flat config. */
const plugin = {
  meta: { name: '@aura/eslint-plugin' },
  rules: { layers, 'filename-case': filenameCase, 'gateway-modules': gatewayModules },
  configs: {},
};

plugin.configs.recommended = {
  plugins: { aura: plugin },
  rules: { 'aura/layers': 'error', 'aura/filename-case': 'error', 'aura/gateway-modules': 'error' },
};

export default plugin;
