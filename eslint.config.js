// @ts-check
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import checkFile from 'eslint-plugin-check-file'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The layering of src/ (decision 0006): routes → features → components → lib → generated, with
 * the app shell (src/app and the entry files) above the features and used by routes only.
 */
const shell = [
  './src/app',
  './src/router.tsx',
  './src/routeTree.gen.ts',
  './src/start.ts',
  './src/server.ts',
]
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const layerZones = [
  {
    target: './src/lib',
    from: ['./src/components', './src/features', './src/routes', ...shell],
    message: 'src/lib is the bottom layer: it imports only generated code and other lib modules.',
  },
  {
    target: './src/components',
    from: ['./src/features', './src/routes', ...shell],
    message: 'Shared components must not know the features, routes or app shell that use them.',
  },
  {
    target: './src/features',
    from: ['./src/routes', ...shell],
    message: 'Features are used by routes; they do not import routes or the app shell.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: `Features do not import each other: move what src/features/${feature} shares down to components/ or lib/.`,
  })),
  {
    target: './src/app',
    from: './src/routes',
    message: 'The app shell is used by routes, not the other way round.',
  },
  {
    // The mock backend is composed into the site by the server entry only (src/server.ts).
    target: ['./src/*/**', './src/!(server).{ts,tsx}'],
    from: './mocks',
    message: 'Only src/server.ts composes the mock backend; the site never imports mocks/.',
  },
]

/** Import paths refused by `no-restricted-imports`, by kind of file. */
const deepGenerated = {
  regex: '^\\.{1,2}/(.*/)?generated/',
  message: 'Import generated code through the ~generated/ alias.',
}
const fullZod = {
  regex: '^zod(/(?!mini$).*)?$',
  message: 'Client code uses zod/mini (full zod is for *.server.ts and tests).',
}
const generatedZod = {
  regex: '^~generated/zod/',
  message: 'Generated Zod schemas use full zod: for *.server.ts and tests only.',
}
const mantineMarkupComponents = {
  regex: '^@mantine/core$',
  importNames: [
    'Avatar',
    'Badge',
    'Button',
    'Checkbox',
    'NativeSelect',
    'PasswordInput',
    'Radio',
    'Textarea',
    'TextInput',
  ],
  message:
    "Use the plain-markup Avatar, Button, Badge and form controls (docs/decisions/0018); Mantine's components of these names cost server time on every page.",
}
const testSupport = {
  regex: '^~tests/',
  message: 'Only tests import the test setup (~tests/).',
}
const screenDataHooks = {
  regex: '^~generated/api/',
  importNamePattern: '^use\\w*ScreenData(Suspense)?$',
  message:
    'A page reads its screen data with useSuspenseQuery(getXSuspenseQueryOptions(deps)), with the deps its route loaded.',
}

export default tseslint.config(
  {
    ignores: [
      'generated/**',
      '**/dist/**',
      '.output/**',
      '**/.tanstack/**',
      '.tools/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'locales/**',
      '**/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      ecmaVersion: 'latest',
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // no-cycle does not parse generated code (it imports only the API client's mutator), nor CSS.
      'import-x/ignore': ['/generated/', '\\.css$'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      // Type-only imports are not followed, so TanStack's `Register` declaration
      // (routeTree.gen.ts → `import type { getRouter } from './router.tsx'`) is no cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            deepGenerated,
            fullZod,
            generatedZod,
            screenDataHooks,
            mantineMarkupComponents,
            testSupport,
          ],
        },
      ],
    },
  },
  {
    // Promises a caller forgets (no await, no void, no catch) or hands where nothing awaits them
    // (an onClick, a useEffect): checked with the types, on the site's code.
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // act() (React's, which Testing Library re-exports) runs a synchronous callback at
          // once; its thenable is for an async one, which the tests await.
          allowForKnownSafeCalls: [{ from: 'package', name: 'act', package: 'react' }],
        },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // File names: a component's file is named as the component (PascalCase), any other module in
    // kebab-case; a middle extension (.test, .server, .client, .config) is not part of the name.
    // Route files are named by their URL (TanStack Router's conventions: $param, _layout, __root).
    files: ['{src,build,mocks,server,scripts,tests}/**/*.{ts,tsx}'],
    ignores: ['src/routes/**', '**/routeTree.gen.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        {
          // Without JSX a module is no component, but for a lazily loaded one (DeferredXForm.ts).
          '**/*.ts': '@(Deferred+([A-Za-z0-9])|+([a-z0-9])*(-+([a-z0-9])))',
          '**/*.tsx': '@(+([A-Z])*([a-zA-Z0-9])|+([a-z0-9])*(-+([a-z0-9])))',
          // Hooks and lib/ hold no components.
          '{src/lib/**/*.tsx,**/use-*.tsx}': 'KEBAB_CASE',
        },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{src,build,mocks,server,scripts,tests}/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    // Server-only code and tests may use full zod and the generated Zod schemas.
    files: ['src/**/*.server.ts', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepGenerated, screenDataHooks] }] },
  },
  {
    files: ['mocks/**', 'tests/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [deepGenerated] }] },
  },
  {
    // Playwright fixtures call a parameter named `use`, which is not React's `use`.
    files: ['tests/e2e/**', 'playwright.config.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
)
