// npm run lint: the boundaries the README describes, enforced.
// - web: a feature folder never imports another feature; the app shell, state and lib may import
//   features, never the reverse of a cycle; runtime code takes the Zod-free parts of the contract.
// - server: routes → services → repositories; only repositories (and the db/ and limits/ layers
//   beneath them) touch Kysely, and routes never reach past their service.
// - everywhere: no import cycles.
import fs from 'node:fs';
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const featuresOf = (dir) => fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/** One zone per feature: its files may import nothing from the other features' folders. */
const featureZones = (root) => featuresOf(root).map((feature) => ({
  target: `${root}/${feature}`,
  from: root,
  except: [`./${feature}`],
  message: 'Features do not import each other: move what both need to components/, lib/ or state/ (web) or pass it in (server).',
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'data/**', 'apps/web/public/**', 'apps/server/static/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // `typeof import('x')` stays allowed: it types a module that is loaded lazily.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    // Node scripts; the web bench also runs functions inside the page.
    files: ['**/*.mjs'],
    languageOptions: {
      globals: Object.fromEntries(['process', 'console', 'URL', 'fetch', 'setTimeout', 'Buffer', 'window', 'document', 'localStorage']
        .map((name) => [name, 'readonly'])),
    },
  },
  {
    files: ['apps/web/src/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { zones: featureZones('apps/web/src/features') }],
      // The contract's index pulls in Zod (60 KB): the phone gets only its Zod-free parts.
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{ name: '@krishimitra/contract', allowTypeImports: true, message: 'Import routes/messages/limits/languages/dates from their own entry points; the index brings Zod to the phone.' }],
      }],
    },
  },
  {
    // The one module that may bring the contract's schemas: loaded on a form's first submit.
    // The forms' checkers, loaded on a first submit: the only web files that may bring Zod.
    files: ['apps/web/src/features/auth/form-errors.ts', 'apps/web/src/features/profile/profile-errors.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['apps/server/src/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', {
        zones: [
          // A feature's routes reach only their own service: no other feature, no repository.
          ...featuresOf('apps/server/src/features').flatMap((feature) => [
            { ...featureZones('apps/server/src/features').find((z) => z.target.endsWith(`/${feature}`)), target: `apps/server/src/features/${feature}/routes.ts` },
            { target: `apps/server/src/features/${feature}/routes.ts`, from: `apps/server/src/features/${feature}/repository.ts`, message: 'Routes call services; only services call repositories.' },
          ]),
          {
            target: 'apps/server/src/assistant',
            from: 'apps/server/src/features',
            message: 'The assistant knows nothing of HTTP features; the chat service calls it.',
          },
        ],
      }],
    },
  },
  {
    // Only repositories run SQL: everything else in a feature gets a repository, or a unit of work.
    files: ['apps/server/src/features/**'],
    ignores: ['apps/server/src/features/**/*repository.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{ name: 'kysely', message: 'Only repositories touch the query builder: add a repository method (db/unit-of-work.ts for transactions).' }],
      }],
    },
  },
);
