import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import filenameCase from '../src/rules/filename-case.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('aura/filename-case', filenameCase, {
  valid: [
    'text-field.tsx',
    'text-field.stories.tsx',
    'vitest.config.ts',
    'vite-env.d.ts',
    'index.ts',
    'v1-routes.ts',
  ].map((name) => ({ code: 'export {};', filename: `/repo/packages/ui-kit/src/${name}` })),
  invalid: [
    ['TextField.tsx', 'text-field.tsx'],
    ['textField.test.tsx', 'text-field.test.tsx'],
    ['rtc_call.ts', 'rtc-call.ts'],
    ['IMMessageSession.tsx', 'immessage-session.tsx'],
  ].map(([name, suggestion]) => ({
    code: 'export {};',
    filename: `/repo/packages/ui-kit/src/${name}`,
    errors: [{ messageId: 'notKebab', data: { name, suggestion } }],
  })),
});
