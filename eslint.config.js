import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

// Web features (apps/web/src/features/<name>): each imports only itself, shared/ and the contract,
// one zone per feature as bulletproof-react generates them.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url));
const featureZones = webFeatures.map((feature) => ({
  target: `./apps/web/src/features/${feature}`,
  from: './apps/web/src/features',
  except: [`./${feature}`],
  message: 'A feature imports only itself, shared/ and the contract: move what two features need to shared/.',
}));

// API modules (apps/api/src/modules/<name>): each imports another only through its face, index.ts
// (docs/architecture.md, 'Modules and their faces'); the cross-cutting folders import no module.
const API = './apps/api/src';
const apiModules = readdirSync(new URL(`${API}/modules`, import.meta.url));
const moduleZones = apiModules.map((name) => ({
  target: `${API}/modules/${name}`,
  from: `${API}/modules`,
  except: [
    `./${name}`,
    ...apiModules.filter((other) => other !== name).map((other) => `./${other}/index.ts`),
  ],
  message: 'A module imports another only through its index.ts: export what is needed there.',
}));
const crossCuttingZones = ['http', 'config', 'shared', 'adapters', 'db', 'jobs'].map((folder) => ({
  target: `${API}/${folder}`,
  from: `${API}/modules`,
  message: `${folder}/ imports no module: app.ts hands it what it needs.`,
}));
// Dependency direction (docs/architecture.md, 'Parts and their direction'): apps -> contract,
// never the reverse, never web <-> api; web: shared -> features -> app.
const directionZones = [
  { target: './packages/contract', from: './apps' },
  { target: './apps/web', from: './apps/api' },
  { target: './apps/api', from: './apps/web' },
  { target: './apps/web/src/shared', from: './apps/web/src/features' },
  { target: './apps/web/src/shared', from: './apps/web/src/app' },
  { target: './apps/web/src/features', from: './apps/web/src/app' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '**/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/.output/**',
      'bench/.results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import/ignore': ['node_modules'],
      'import/extensions': ['.ts', '.tsx', '.js'],
      // Resolves the web's `#web/…` imports (package.json "imports") so the zones below see them.
      'import/resolver': {
        typescript: {
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          // Several projects are meant: each file resolves through the one that includes it.
          noWarnOnMultipleProjects: true,
        },
        node: true,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // A web feature never imports another feature; an API module reaches another only by its face.
      'import/no-restricted-paths': [
        'error',
        { zones: [...directionZones, ...featureZones, ...moduleZones, ...crossCuttingZones] },
      ],
    },
  },
  {
    // zod comes from the contract, which installs the spec's messages with it (decision 045).
    files: ['apps/web/**/*.{ts,tsx}', 'packages/contract/src/**/*.ts'],
    ignores: ['packages/contract/src/zod.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message:
                "Import z from '@marketplace/contract' (contract: './zod.ts'): it carries the messages.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Query keys come from the feature's factory (`<feature>-keys.ts`) or shared/api/shared-keys.ts,
    // so invalidations name the same keys as the queries (decision 054).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*-keys.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message:
            "Take the query key from the feature's key factory (<feature>-keys.ts) or shared/api/shared-keys.ts.",
        },
      ],
    },
  },
  {
    // An API test may set up state through another module's repository; production code may not.
    files: ['apps/api/src/**/*.test.ts', 'apps/api/src/test/**/*.ts'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...directionZones] }],
    },
  },
  {
    // Tests walk error bodies of unknown shape; `any` keeps those assertions readable.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
