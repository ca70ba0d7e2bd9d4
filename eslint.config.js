import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** Layers of ARCHITECTURE.md: each zone lists what its files may not import. */
const zone = (target, from, message) => ({ target, from, message });
const layers = [
  zone(
    './src/domain',
    ['./src/contract', './src/api', './src/app', './src/i18n', './machines', './ui', './server'],
    'src/domain imports nothing but itself.',
  ),
  zone(
    './src/i18n',
    ['./src/contract', './src/api', './src/app', './machines', './ui', './server'],
    'src/i18n holds messages only.',
  ),
  zone(
    './src/contract',
    ['./src/api', './src/app', './machines', './ui', './server'],
    'src/contract depends on src/domain only.',
  ),
  zone(
    './machines',
    ['./src/contract', './src/api', './src/app', './ui', './server'],
    'machines depend on src/domain only.',
  ),
  zone(
    './src/api',
    ['./src/app', './machines', './ui', './server'],
    'src/api depends on src/contract and src/domain.',
  ),
  zone(
    './server',
    ['./src/api', './src/app', './machines', './ui'],
    'the server shares only src/domain, src/contract and src/i18n.',
  ),
  zone(
    './ui/kit',
    ['./ui/screens', './src/app', './src/api', './machines', './server'],
    'ui/kit is headless parts only.',
  ),
  zone('./ui/screens', ['./server'], 'screens talk to the server through src/api.'),
  zone('./src/app', ['./server'], 'the app talks to the server through src/api.'),
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'coverage',
      'docs',
      'test-results',
      'playwright-report',
      'bench/.tmp',
      'server/db/migrations',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 12 }],
      'import-x/no-restricted-paths': ['error', { zones: layers }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // A screen never imports another screen; only the module registry imports screens.
    files: ['ui/screens/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    ignores: ['src/app/module-registry.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@screens/*'], message: 'Screens are reached only through the module registry.' },
          ],
        },
      ],
    },
  },
  {
    // Each journey worker has its own server: the base URL comes from tests/e2e/journey.ts.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import from './journey': it points each worker at its own server.",
            },
          ],
        },
      ],
    },
  },
  {
    // Hono's `c.var` copies every request variable into a new object on each use: about a twentieth of a
    // cached card show's server time went there (docs/decisions/0068). `c.get('name')` reads one.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='var'][object.name='c']",
          message: "Use c.get('name'): c.var copies every request variable on each use.",
        },
      ],
    },
  },
  {
    // Command-line programs print their results.
    files: ['scripts/**', 'bench/**', 'server/main.ts', 'server/seed/cli.ts', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
