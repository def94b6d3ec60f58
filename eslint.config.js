// The one lint configuration of the repository (style.md, convention 11).
import js from '@eslint/js';
import aura from '@aura/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/storybook-static/',
    '**/.turbo/',
    '**/.reports/',
    '**/.data/',
    '**/coverage/',
    '**/fixtures/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  aura.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.tsx'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.recommended],
  },
  {
    // Command-line scripts and tests talk to people through the console.
    files: ['**/bin/**', '**/scripts/**', 'tooling/**', '**/*.test.{ts,tsx}', '**/*.bench.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // No source file over 400 lines (issue 10): a file that grows past it holds two things. Tests, stories and the
    // test helpers beside them may run longer.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', '**/testing/**'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
);
