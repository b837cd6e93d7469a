import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';

// The layers of src, top to bottom: each may import only from layers below it (docs/architecture.md).
// Beneath them all: browser/ (the browser's storage, canvas and connection), then lib/ and copy.ts.
const layers = ['app', 'features', 'components', 'hooks', 'backend'];
// Feature pages stand side by side; the shared feature rooms beside them hold UI that reads data and
// that several pages or layouts use, each named for what it holds. components/ reads no data.
const features = ['feed', 'post', 'publish', 'member', 'search', 'signin', 'author'];
const sharedFeatures = [
  'postList',
  'topicList',
  'topBar',
  'ownPost',
  'postForm',
  // Report, block, hide: every safety control, the blocked list and the moderators' queue.
  'safety',
  // 追蹤 on a post, an author and a topic (issue 39).
  'follow',
];
// Where a hook goes: a hook that does one room's job lives in that room, even when the room's users
// call it (features/postForm/usePostDraft.ts, app/usePageArrival.ts); every other hook lives in
// src/hooks/: resource hooks at its top; beneath them what they are made of: read/ (the read hooks),
// write/ (the write hooks), postLists/ (the post lists' pagers, not hooks) and the backend's context
// (BackendProvider.tsx); and ui/ for the hooks that read no data (the only ones components/ may use).
const hookParts = ['./src/hooks/read', './src/hooks/write', './src/hooks/postLists'];

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
    // The bottom rooms are plain TypeScript: no React; lib/ is pure besides, with no browser state.
    files: ['src/lib/**/*.ts', 'src/copy.ts', 'src/browser/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react-dom/*', 'react-router-dom'],
              allowTypeImports: true,
              message: 'lib/ and browser/ hold no React: a hook goes to src/hooks/ or its room.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/**/*.ts', 'src/copy.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'sessionStorage', 'localStorage', 'indexedDB'].map(
          (name) => ({
            name,
            message: 'lib/ is pure: browser state and storage go to src/browser/.',
          }),
        ),
        ...['OffscreenCanvas', 'createImageBitmap'].map((name) => ({
          name,
          message: 'lib/ is pure: canvas code goes to src/browser/.',
        })),
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
            // browser/ is below every layer (the backend too reads the connection); it shows no text.
            {
              target: './src/browser',
              from: [...layers.map((layer) => `./src/${layer}`), './src/copy.ts'],
              message: 'browser/ sits below every layer and shows no text: it imports only lib/.',
            },
            // lib and copy are the bottom: they import nothing of ours but each other.
            {
              target: ['./src/lib', './src/copy.ts'],
              from: [...layers.map((layer) => `./src/${layer}`), './src/browser'],
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
              from: [...hookParts, './src/hooks/BackendProvider.tsx'],
              message: 'Use a resource hook (src/hooks/use*.ts) and the shapes in hooks/shapes.ts.',
            },
            // Shared UI shows what it is given: it reads no data and no browser storage.
            {
              target: './src/components',
              from: './src/hooks',
              except: ['./ui'],
              message:
                'components/ reads no data: props in, events out. A component that reads data lives with its feature (src/features/<room>/).',
            },
            {
              target: './src/components',
              from: './src/browser',
              message: 'components/ reads no browser storage: its feature hands it what it shows.',
            },
            // Hooks that read no data, so shared UI may use them.
            {
              target: './src/hooks/ui',
              from: ['./src/hooks', './src/backend'],
              except: ['./ui'],
              message: 'hooks/ui reads no data: it imports no resource hook, machinery or backend.',
            },
            // What the resource hooks are made of knows none of them.
            {
              target: hookParts,
              from: './src/hooks',
              except: ['./read', './write', './postLists', './BackendProvider.tsx'],
              message: 'hooks/read, write and postLists serve the resource hooks and import none.',
            },
            // Features stand side by side: what two need moves to a shared feature room (if it reads
            // data), components/ (if it does not) or hooks/.
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`, ...sharedFeatures.map((room) => `./${room}`)],
              message: 'A feature does not import another feature.',
            })),
            // The shared rooms serve the pages and know none of them.
            {
              target: sharedFeatures.map((room) => `./src/features/${room}`),
              from: features.map((feature) => `./src/features/${feature}`),
              message: 'A shared feature room does not import a feature page.',
            },
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
