// aura/layers: packages are imported by name through their public entry, and only downwards (architecture §3).
import { sep } from 'node:path';
import {
  LAYER_ORDER_TEXT,
  LAYER_RULES,
  SERVER_CATALOG_ENTRIES,
  findWorkspaceRoot,
  isExportedSubpath,
  packageOfFile,
  readWorkspace,
  resolveFrom,
  splitSpecifier,
} from '../workspace.js';

/** Tests, stories, configs and scripts run only in development; they may use any layer and the tooling. */
const DEV_FILE = /\.(test|stories|config|bench)\.[cm]?[jt]sx?$/;

function isDevFile(pkg, file) {
  if (DEV_FILE.test(file)) return true;
  return !file.startsWith(`${pkg.dir}${sep}src${sep}`);
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Import packages by name, through their public entry, and only down the layers.' },
    schema: [],
    messages: {
      noLayer: '{{name}} declares no "aura.layer" in its package.json. Add one of: {{layers}}.',
      deepImport:
        "'{{specifier}}' reaches inside {{name}}. Import '{{name}}' (its public entry) instead; if something you need is not exported, export it from {{name}}'s src/index.ts.",
      relativeCrossing:
        "'{{specifier}}' crosses into {{name}} by a relative path. Import '{{name}}' instead, and add it to this package's dependencies.",
      upward:
        "{{from}} (layer '{{fromLayer}}') may not import {{to}} (layer '{{toLayer}}'). Imports only go down: {{order}}. Move what both need into a lower package (schemas and constants belong in '@aura/contracts'), or let {{to}} react to a public action of {{from}}.",
    },
  },
  create(context) {
    const file = context.physicalFilename;
    const root = findWorkspaceRoot(file);
    if (!root) return {};
    const workspace = readWorkspace(root);
    const self = packageOfFile(workspace, file);
    if (!self) return {};
    const devFile = isDevFile(self, file);

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      if (specifier.startsWith('.')) {
        const target = packageOfFile(workspace, resolveFrom(file, specifier));
        if (target && target !== self) {
          context.report({ node, messageId: 'relativeCrossing', data: { specifier, name: target.name } });
        }
        return;
      }
      const { name, subpath } = splitSpecifier(specifier);
      const target = workspace.byName.get(name);
      if (!target || target === self) return;
      if (!isExportedSubpath(target, subpath)) {
        context.report({ node, messageId: 'deepImport', data: { specifier, name } });
        return;
      }
      if (devFile) return;
      const allowed = LAYER_RULES[self.layer] ?? [];
      const serverWords =
        self.layer === 'server' && target.layer === 'i18n' && SERVER_CATALOG_ENTRIES.includes(subpath);
      if (!serverWords && (target.layer === undefined || !allowed.includes(target.layer))) {
        context.report({
          node,
          messageId: 'upward',
          data: {
            from: self.name,
            fromLayer: self.layer,
            to: name,
            toLayer: target.layer ?? 'none',
            order: LAYER_ORDER_TEXT,
          },
        });
      }
    }

    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      Program(node) {
        if (self.layer === undefined || !(self.layer in LAYER_RULES)) {
          context.report({
            node,
            messageId: 'noLayer',
            data: { name: self.name, layers: Object.keys(LAYER_RULES).join(', ') },
          });
        }
      },
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node.source, node.source.value);
      },
      CallExpression(node) {
        const [arg] = node.arguments;
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && arg?.type === 'Literal') {
          check(arg, arg.value);
        }
      },
    };
  },
};
