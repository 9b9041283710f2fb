import js from '@eslint/js';
import drizzle from 'eslint-plugin-drizzle';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import featureBoundaries from './lint/feature-boundaries.js';
import fileNames from './lint/file-names.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', '.tmp', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // One naming convention (docs/ARCHITECTURE.md): kebab-case, PascalCase for component files.
    files: ['{src,tests,bench,scripts,lint}/**/*.{ts,tsx,js,mjs}'],
    plugins: { files: { rules: { names: fileNames } } },
    rules: { 'files/names': 'error' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The client must not import server code.' },
          ],
        },
      ],
    },
  },
  {
    // Features meet only where docs/ARCHITECTURE.md says: client features never import each other
    // (src/client/app composes them); a server feature reaches another only through a *.service.ts
    // file at the top of its folder, and routes never import db/schema (issue 30 §5); the voice
    // interpreter imports neither voice's dialog nor its training folder (issue 30 §7).
    files: ['src/client/**/*.{ts,tsx}', 'src/server/**/*.ts', 'src/shared/voice/**/*.ts'],
    plugins: { local: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'local/feature-boundaries': 'error' },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', '**/server/**', '**/client/**', 'react', 'react-dom'],
              message: 'src/shared stays free of Node-only and browser-only imports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    plugins: { drizzle },
    rules: {
      // A delete or update without where would touch every user's rows (STYLE: create-t3-app).
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
);
