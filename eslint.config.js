// One flat config for the whole workspace. The import-boundary rules mirror docs/architecture.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Forbid importing the given packages or path fragments from a set of files. */
const boundary = (files, patterns, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: patterns.map((group) => ({ group: [group], message })) },
    ],
  },
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSEnumDeclaration',
          message: 'Use a string-literal union instead of an enum.',
        },
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/widgets/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Config files of tools require a default export.
  {
    files: [
      '**/vite.config.ts',
      '**/vite.storefront.config.ts',
      '**/vitest.config.ts',
      'eslint.config.js',
      '**/vitest.workspace.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  // contract imports nothing of ours, and nothing of Node or React.
  boundary(
    ['packages/contract/**'],
    ['@retail/*', 'react', 'react-dom', 'node:*', 'fs', 'path'],
    'contract imports nothing of ours and no Node or React APIs.',
  ),
  // widgets import only contract; the schemas entry stays free of React.
  boundary(
    ['packages/widgets/**'],
    ['@retail/server', '@retail/web', 'antd', '@ant-design/*', 'node:*'],
    'widgets import only @retail/contract (and React for views).',
  ),
  // server imports contract and widgets/schemas only.
  boundary(
    ['apps/server/**'],
    [
      '@retail/web',
      '@retail/widgets/render',
      '@retail/widgets/editor',
      'react',
      'react-dom',
      'antd',
    ],
    'server imports @retail/contract and @retail/widgets/schemas only.',
  ),
  // web never imports the server.
  boundary(['apps/web/**'], ['@retail/server', 'node:*'], 'web imports contract and widgets only.'),
  // The storefront (shoppers' phones) imports React and the widgets' render entry only: no
  // console code, no antd, no zod (the contract's index; `import type` of it is fine).
  {
    files: ['apps/web/src/storefront/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@retail/server', 'node:*', 'antd', '@ant-design/*', 'zod', 'react-router*'],
              message: 'The storefront imports React and @retail/widgets/render only.',
            },
            {
              group: ['@retail/widgets/schemas', '@retail/widgets/editor', '../*'],
              message: 'The storefront imports React and @retail/widgets/render only.',
            },
            {
              group: ['@retail/contract', 'i18next', 'react-i18next', '@tanstack/*'],
              allowTypeImports: true,
              message: 'The storefront imports React and @retail/widgets/render only.',
            },
          ],
        },
      ],
    },
  },
  // Inside web: lib, components and resources never reach up into features or app.
  boundary(
    ['apps/web/src/{lib,components,resources}/**'],
    ['**/features/**', '**/app/**'],
    'lib, components and resources sit below features and app.',
  ),
  // Inside web: features never import each other (only through app, resources, components, lib).
  {
    files: ['apps/web/src/features/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // From a feature's own subfolder (features/x/editor) one level more reaches lib.
              regex: '^\\.\\./\\.\\./(?!(\\.\\./)?(lib|components|resources)/)',
              message: 'Features never import each other or app.',
            },
            { group: ['**/app/**'], message: 'Features never import app.' },
          ],
        },
      ],
    },
  },
  // …and from a feature's own folder, `../x/` is another feature (this block replaces the one
  // above for those files, so it repeats its patterns).
  {
    files: ['apps/web/src/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./(?!(\\.\\./)?(lib|components|resources)/)',
              message: 'Features never import each other or app.',
            },
            {
              regex: '^\\.\\./(?!\\.\\./)',
              message:
                'Features never import each other: share through lib, components or resources.',
            },
            { group: ['**/app/**'], message: 'Features never import app.' },
          ],
        },
      ],
    },
  },
  // Inside server: repositories never call services or routes; services never call routes.
  boundary(
    ['apps/server/src/**/*.repository.ts'],
    ['**/*.service', '**/*.routes'],
    'repository → nothing above it.',
  ),
  boundary(['apps/server/src/**/*.service.ts'], ['**/*.routes'], 'service never imports routes.'),
  // Server modules reach another module's service, never its repository.
  {
    files: ['apps/server/src/modules/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^/]+/.*\\.repository$',
              message: 'Reach another module through its service, never its repository.',
            },
          ],
        },
      ],
    },
  },
);
