import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'artifacts', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // The backend seam: only src/backend may talk to Firebase or IndexedDB.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/backend/**', 'src/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', '@firebase/*'],
              message: 'Only src/backend may import Firebase.',
            },
            { group: ['dexie', 'dexie/*'], message: 'Only src/backend may import Dexie.' },
            {
              group: ['**/backend/local/**', '**/backend/firebase/**', '@adapter'],
              message: 'Use the Backend interface through hooks.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'tests/**/*.mjs', '*.config.{js,ts}', 'tests/e2e/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  prettier,
);
