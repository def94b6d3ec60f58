// aura/gateway-modules: the gateway's modules (src/modules/<name>/) reach each other only through their index,
// and never import the composition root (style.md convention 8, docs/gateway.md "Module boundaries").
import { dirname, join, relative, resolve, sep } from 'node:path';

/** The files that assemble the gateway from its modules: a module is handed what it needs, it never reaches up. */
export const COMPOSITION_ROOT = [
  'src/main.ts',
  'src/index.ts',
  'src/server.ts',
  'src/services.ts',
  'src/gateway-services.ts',
  'src/provider-choice.ts',
  'src/registry.ts',
  'src/admin/',
];

const MODULES = `${sep}src${sep}modules${sep}`;

/** The package directory, the module's name and the path inside it, when `file` lies in a module; else undefined. */
export function moduleOf(file) {
  const at = file.lastIndexOf(MODULES);
  if (at === -1) return undefined;
  const [name, ...rest] = file.slice(at + MODULES.length).split(sep);
  if (!name || rest.length === 0) return undefined;
  return { packageDir: file.slice(0, at), name, inside: rest.join('/') };
}

const withoutExtension = (path) => path.replace(/\.[cm]?[jt]sx?$/, '');

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A gateway module imports another module only through its index.ts, and never the composition root (services.ts, server.ts, registry.ts, …).',
    },
    schema: [
      {
        type: 'object',
        properties: { compositionRoot: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      deepImport:
        "'{{specifier}}' reaches inside the {{module}} module. Import '../{{module}}/index.ts' instead; if what you need is not there, export it from {{module}}/index.ts.",
      compositionRoot:
        "'{{specifier}}' imports the composition root ({{target}}) from inside the {{module}} module. A module declares what it needs (its routes' context in src/module.ts, its services' constructor options) and is handed it; only the root imports modules.",
    },
  },
  create(context) {
    const file = context.physicalFilename;
    const self = moduleOf(file);
    if (!self) return {};
    const root = (context.options[0]?.compositionRoot ?? COMPOSITION_ROOT).map((path) =>
      path.endsWith('/') ? path : withoutExtension(path),
    );
    // A schema.ts may name another module's table for a foreign key: drizzle-kit loads the schema files alone.
    const isSchema = self.inside === 'schema.ts';

    function check(node, specifier) {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolve(dirname(file), specifier);
      const fromPackage = relative(self.packageDir, target).split(sep).join('/');
      if (
        root.some((entry) =>
          entry.endsWith('/') ? fromPackage.startsWith(entry) : withoutExtension(fromPackage) === entry,
        )
      ) {
        context.report({
          node,
          messageId: 'compositionRoot',
          data: { specifier, target: fromPackage, module: self.name },
        });
        return;
      }
      const other = moduleOf(target) ?? moduleOf(join(target, 'index.ts'));
      if (!other || other.packageDir !== self.packageDir || other.name === self.name) return;
      if (withoutExtension(other.inside) === 'index') return;
      if (isSchema && other.inside === 'schema.ts') return;
      context.report({ node, messageId: 'deepImport', data: { specifier, module: other.name } });
    }

    const fromSource = (node) => node.source && check(node.source, node.source.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node.source, node.source.value);
      },
    };
  },
};
