// aura/layers fed violating files inside a fixture workspace (test/fixtures/workspace) with the real layer table.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import layers from '../src/rules/layers.js';
import { LAYER_ORDER_TEXT } from '../src/workspace.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const workspace = fileURLToPath(new URL('./fixtures/workspace', import.meta.url));
const file = (path) => join(workspace, path);
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' },
});

tester.run('aura/layers', layers, {
  valid: [
    {
      name: 'an app imports a feature',
      code: "import { hostsSlice } from '@aura/hosts';",
      filename: file('apps/web/src/store.ts'),
    },
    {
      name: 'a feature imports auth',
      code: "import { selectUser } from '@aura/auth';",
      filename: file('packages/hosts/src/slice.ts'),
    },
    {
      name: 'a feature imports another feature by name',
      code: "import { chatOpened } from '@aura/im';",
      filename: file('packages/hosts/src/sagas/open-chat.ts'),
    },
    {
      name: 'ui imports contracts',
      code: "import { MOBILE_MAX_WIDTH_PX } from '@aura/contracts';",
      filename: file('packages/ui-kit/src/viewport.ts'),
    },
    {
      name: 'an exported subpath',
      code: "import '@aura/ui-kit/styles.css';",
      filename: file('apps/web/src/main.tsx'),
    },
    {
      name: 'the gateway imports contracts',
      code: "import { RESULT_CODES } from '@aura/contracts';",
      filename: file('apps/gateway/src/server.ts'),
    },
    {
      name: 'the gateway imports the words and language rules of the catalog, for the mails it sends',
      code: "import { formatNotification } from '@aura/i18n-catalog/notification-format'; import { isLocale } from '@aura/i18n-catalog/routing';",
      filename: file('apps/gateway/src/modules/email/renewal-mail.ts'),
    },
    {
      name: 'relative imports inside a package',
      code: "import { Button } from './button.tsx';",
      filename: file('packages/ui-kit/src/index.ts'),
    },
    {
      name: 'external packages',
      code: "import { z } from 'zod'; import React from 'react';",
      filename: file('packages/contracts/src/index.ts'),
    },
    {
      name: 'a test may use the tooling',
      code: "import { startServer } from '@aura/e2e';",
      filename: file('packages/hosts/src/slice.test.ts'),
    },
    {
      name: 'a config file may use the tooling',
      code: "import { startServer } from '@aura/e2e';",
      filename: file('packages/contracts/vitest.config.ts'),
    },
    {
      name: 'a type-only import down the layers',
      code: "import type { User } from '@aura/auth';",
      filename: file('packages/im/src/types.ts'),
    },
  ],
  invalid: [
    {
      name: 'a deep import into src/',
      code: "import { Button } from '@aura/ui-kit/src/components/button';",
      filename: file('packages/hosts/src/components/card.tsx'),
      errors: [
        {
          messageId: 'deepImport',
          data: { specifier: '@aura/ui-kit/src/components/button', name: '@aura/ui-kit' },
        },
      ],
    },
    {
      name: 'a deep import by an unexported subpath',
      code: "export * from '@aura/im/slice';",
      filename: file('packages/hosts/src/index.ts'),
      errors: [{ messageId: 'deepImport' }],
    },
    {
      name: 'a deep import in a test file is still a deep import',
      code: "import { x } from '@aura/auth/src/session';",
      filename: file('packages/hosts/src/slice.test.ts'),
      errors: [{ messageId: 'deepImport' }],
    },
    {
      name: 'a relative path into another package',
      code: "import { Button } from '../../ui-kit/src/components/button.tsx';",
      filename: file('packages/hosts/src/card.tsx'),
      errors: [
        {
          messageId: 'relativeCrossing',
          data: { specifier: '../../ui-kit/src/components/button.tsx', name: '@aura/ui-kit' },
        },
      ],
    },
    {
      name: 'ui-kit reaching up to auth',
      code: "import { selectUser } from '@aura/auth';",
      filename: file('packages/ui-kit/src/components/avatar.tsx'),
      errors: [
        {
          messageId: 'upward',
          data: {
            from: '@aura/ui-kit',
            fromLayer: 'ui',
            to: '@aura/auth',
            toLayer: 'auth',
            order: LAYER_ORDER_TEXT,
          },
        },
      ],
    },
    {
      name: 'contracts importing anything of ours',
      code: "import { Button } from '@aura/ui-kit';",
      filename: file('packages/contracts/src/index.ts'),
      errors: [{ messageId: 'upward' }],
    },
    {
      name: 'auth importing a feature',
      code: "const hosts = await import('@aura/hosts');",
      filename: file('packages/auth/src/sagas/login.ts'),
      errors: [{ messageId: 'upward' }],
    },
    {
      name: 'the gateway client importing auth',
      code: "export { selectUser } from '@aura/auth';",
      filename: file('packages/gateway-client/src/index.ts'),
      errors: [{ messageId: 'upward' }],
    },
    {
      name: 'the server importing client code',
      code: "const kit = require('@aura/ui-kit');",
      filename: file('apps/gateway/src/server.ts'),
      errors: [{ messageId: 'upward' }],
    },
    {
      name: 'the server importing the catalog’s i18next and React parts',
      code: "import { createI18n } from '@aura/i18n-catalog';",
      filename: file('apps/gateway/src/server.ts'),
      errors: [{ messageId: 'upward' }],
    },
    {
      name: 'a feature importing the app',
      code: "import { store } from '@aura/web';",
      filename: file('packages/im/src/slice.ts'),
      errors: [{ messageId: 'upward' }],
    },
    {
      name: 'runtime code importing the test tooling',
      code: "import { startServer } from '@aura/e2e';",
      filename: file('packages/hosts/src/slice.ts'),
      errors: [{ messageId: 'upward' }],
    },
    {
      name: 'a package without a layer',
      code: 'export const x = 1;',
      filename: file('packages/unlayered/src/index.ts'),
      errors: [{ messageId: 'noLayer' }],
    },
  ],
});
