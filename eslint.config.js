import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';

// The layers of src, top to bottom: each may import only from layers below it (docs/architecture.md).
const layers = ['app', 'features', 'components', 'hooks', 'backend'];
const features = ['feed', 'post', 'publish', 'member', 'search', 'signin'];

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
    // What both adapters share is pure: no SDK, no database, no adapter.
    files: ['src/backend/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', '@firebase/*', 'dexie', 'dexie/*'],
              message: 'backend/core is shared by both adapters: it imports neither SDK.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'import/no-cycle': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // A layer never reaches up.
            ...layers.map((layer, i) => ({
              target: `./src/${layer}`,
              from: layers.slice(0, i).map((upper) => `./src/${upper}`),
              message: `${layer}/ sits below ${layers.slice(0, i).join(', ')}: move what both need down.`,
            })),
            // lib and copy are the bottom: they import nothing of ours but each other.
            {
              target: ['./src/lib', './src/copy.ts'],
              from: layers.map((layer) => `./src/${layer}`),
              message: 'lib/ and copy.ts are below every layer.',
            },
            // Below the adapters: core is what they share, so it imports neither, and neither imports
            // the other.
            {
              target: './src/backend/core',
              from: ['./src/backend/local', './src/backend/firebase'],
              message: 'backend/core sits below the adapters.',
            },
            {
              target: './src/backend/local',
              from: './src/backend/firebase',
              message: 'An adapter does not import the other: move what both need to backend/core.',
            },
            {
              target: './src/backend/firebase',
              from: './src/backend/local',
              message: 'An adapter does not import the other: move what both need to backend/core.',
            },
            // UI words belong to the UI, not to data.
            {
              target: './src/backend',
              from: './src/copy.ts',
              message: 'The backend shows no text.',
            },
            // Pages reach data through the resource hooks (src/hooks/*.ts, their shapes in hooks/shapes.ts);
            // the machinery they are made of is theirs alone. (main.tsx, the root, provides the backend.)
            {
              target: ['./src/app', './src/features', './src/components'],
              from: './src/hooks/machinery',
              message: 'Use a resource hook (src/hooks/use*.ts) and the shapes in hooks/shapes.ts.',
            },
            // The machinery is generic: it knows no resource hook.
            {
              target: './src/hooks/machinery',
              from: './src/hooks',
              except: ['./machinery'],
              message: 'hooks/machinery serves the resource hooks and imports none of them.',
            },
            // Features stand side by side: what two need moves to components/ or hooks/.
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'A feature does not import another feature.',
            })),
          ].filter((zone) => zone.from.length > 0),
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
