// aura/gateway-modules fed imports from inside and outside the gateway's modules (the paths need not exist).
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import gatewayModules from '../src/rules/gateway-modules.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' },
});
const gateway = (path) => `/repo/apps/gateway/src/${path}`;

tester.run('aura/gateway-modules', gatewayModules, {
  valid: [
    {
      name: 'another module through its index',
      code: "import { LedgerService } from '../ledger/index.ts';",
      filename: gateway('modules/calls/service.ts'),
    },
    {
      name: 'another module by its folder',
      code: "import { LedgerService } from '../ledger';",
      filename: gateway('modules/calls/service.ts'),
    },
    {
      name: 'the module’s own files',
      code: "import { insertCall } from './queries.ts'; import { x } from './sub/y.ts';",
      filename: gateway('modules/calls/service.ts'),
    },
    {
      name: 'the kernel: database, protocol, module contract, config, clock',
      code: [
        "import type { Db } from '../../db/database.ts';",
        "import { route } from '../../protocol/route.ts';",
        "import { gatewayModule } from '../../module.ts';",
        "import type { Config } from '../../config.ts';",
        "import type { Clock } from '../../clock.ts';",
      ].join('\n'),
      filename: gateway('modules/calls/index.ts'),
    },
    {
      name: 'a schema.ts names another module’s table for a foreign key',
      code: "import { users } from '../users/schema.ts';",
      filename: gateway('modules/calls/schema.ts'),
    },
    {
      name: 'the composition root imports modules (it is not a module)',
      code: "import { CallService } from './modules/calls/service.ts';",
      filename: gateway('services.ts'),
    },
    {
      name: 'packages by name are aura/layers’ business',
      code: "import { BUSINESS_CODES } from '@aura/contracts';",
      filename: gateway('modules/calls/service.ts'),
    },
    {
      name: 'a module’s test starts a test gateway',
      code: "import { startTestGateway } from '../../../test/gateway.ts';",
      filename: gateway('modules/dev/routes.test.ts'),
    },
  ],
  invalid: [
    {
      name: 'a planted violation: reaching into another module’s service',
      code: "import { PresenceService } from '../presence/service.ts';",
      filename: gateway('modules/hosts/service.ts'),
      errors: [
        { messageId: 'deepImport', data: { specifier: '../presence/service.ts', module: 'presence' } },
      ],
    },
    {
      name: 'a type-only import inside another module',
      code: "import type { CallRow } from '../calls/queries.ts';",
      filename: gateway('modules/matching/service.ts'),
      errors: [{ messageId: 'deepImport' }],
    },
    {
      name: 're-exporting another module’s internals',
      code: "export { userById } from '../users/queries.ts';",
      filename: gateway('modules/accounts/index.ts'),
      errors: [{ messageId: 'deepImport' }],
    },
    {
      name: 'a dynamic import inside another module',
      code: "const oidc = await import('../social/oidc.ts');",
      filename: gateway('modules/accounts/routes.ts'),
      errors: [{ messageId: 'deepImport' }],
    },
    {
      name: 'another module’s schema from a file that is not a schema',
      code: "import { users } from '../users/schema.ts';",
      filename: gateway('modules/calls/queries.ts'),
      errors: [{ messageId: 'deepImport' }],
    },
    {
      name: 'a planted violation: a module imports the services',
      code: "import type { GatewayServices } from '../../services.ts';",
      filename: gateway('modules/email/routes.ts'),
      errors: [
        {
          messageId: 'compositionRoot',
          data: { specifier: '../../services.ts', target: 'src/services.ts', module: 'email' },
        },
      ],
    },
    {
      name: 'a module imports the server, the registry, the admin CLI',
      code: [
        "import { buildServer } from '../../server.ts';",
        "import { GATEWAY_MODULES } from '../../registry.ts';",
        "import { COMMANDS } from '../../admin/commands.ts';",
      ].join('\n'),
      filename: gateway('modules/system/routes.ts'),
      errors: [
        { messageId: 'compositionRoot' },
        { messageId: 'compositionRoot' },
        { messageId: 'compositionRoot' },
      ],
    },
    {
      name: 'a deep file of a module imports the root',
      code: "import { startServices } from '../../../services.ts';",
      filename: gateway('modules/calls/sub/helper.ts'),
      errors: [{ messageId: 'compositionRoot' }],
    },
  ],
});
