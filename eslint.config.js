// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder in src/features is a feature: a new generator is walled off without editing this file.
const features = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Records are untrusted: nothing from the gateway is ever rendered as HTML.
const restrictedSyntax = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'Never render HTML: show text.',
  },
  {
    selector: 'MemberExpression[property.name=/^(innerHTML|outerHTML)$/]',
    message: 'Never write HTML: use text.',
  },
  // The other ways into the HTML parser; the CSP's Trusted Types refuse them too (decision 023).
  {
    selector:
      'CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment|setHTMLUnsafe|parseHTMLUnsafe|parseFromString)$/]',
    message: 'Never write HTML: use text.',
  },
  {
    selector: "CallExpression[callee.object.name='document'][callee.property.name=/^write(ln)?$/]",
    message: 'Never write HTML: use text.',
  },
  // zod is configured (jitless for the CSP, English messages) in one module that every schema
  // imports first: `@/lib/zod`, the `zod/mini` form (decision 058).
  {
    selector: 'ImportDeclaration[source.value=/^zod(\\u002F.*)?$/]',
    message: "Import z from '@/lib/zod', which configures zod before any schema exists.",
  },
];

// Decision 026: one store primitive, one live query, one object-URL hook, one save-a-file helper,
// all in src/lib/. Elsewhere these fail: a hand-made listener set, a live query made by hand, a blob: URL.
const onlyInLib = [
  {
    selector: "NewExpression[callee.name='Set'][typeArguments.params.0.type='TSFunctionType']",
    message: 'A listener set is a store: use createStore/useStore from @/lib/store (decision 026).',
  },
  {
    selector: "CallExpression[callee.name='liveQuery']",
    message:
      'Read live through @/lib/live-query (useLiveRead, liveQueryStore, watchLive): decision 026.',
  },
  {
    selector: "CallExpression[callee.name='onChanges']",
    message:
      'Read live through @/lib/live-query (useLiveRead, liveQueryStore, watchLive): decisions 026, 062.',
  },
  {
    selector: "MemberExpression[object.name='URL'][property.name='createObjectURL']",
    message:
      'A page address for bytes comes from @/lib (useBlobSource, pageUrlFor, withPageUrl, saveBlob): decision 026.',
  },
];

// Decision 019: a module-level schema is built on first use (`lazySchema(() => …)`), never when its
// module loads: the generator pages' `shared` chunk evaluates every such module in the task it
// arrives in, on the way to the page being usable (issue 57), and most of its schemas are never
// used on the page being opened. Flagged: a top-level `const` whose value is a chain that starts
// at `z` (`z.object(…)`, `z.string().min(1)`, `z.lazy(…)`), up to eight calls long.
const chainFromZ = Array.from(
  { length: 8 },
  (_, calls) => `[init.${'callee.object.'.repeat(calls + 1)}name='z']`,
).join(', ');
const schemasOnFirstUse = [
  'VariableDeclaration',
  'ExportNamedDeclaration > VariableDeclaration',
].map((declaration) => ({
  selector: `Program > ${declaration} > VariableDeclarator:matches(${chainFromZ})`,
  message:
    "Build a module-level schema on first use: lazySchema(() => …) from '@/lib/zod' (decision 019).",
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'public',
      'test-results',
      'playwright-report',
      'coverage',
      '.cache',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-syntax': ['error', ...restrictedSyntax],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/**', 'src/testing/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...restrictedSyntax, ...onlyInLib, ...schemasOnFirstUse],
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    // A query key is written once, in its options factory; every reader takes it from there.
    rules: { '@tanstack/query/prefer-query-options': 'error' },
  },
  // Import direction: app → features → jobs → gateway → lib. Features never import each other,
  // and only gateway/ speaks HTTP.
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: features.filter((f) => f !== feature).map((f) => `@/features/${f}/**`),
              message:
                'Features never import each other; share through jobs/, components/ or lib/.',
            },
            { group: ['@/app/**'], message: 'Features do not import the app shell.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/jobs/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/**', '@/app/**'], message: 'jobs/ sits below features and app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/gateway/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/**', '@/app/**', '@/jobs/**', '@/components/**'],
              message: 'gateway/ and lib/ import nothing above them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '*.config.{js,ts}', 'csp.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'src/testing/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  {
    // vi.waitFor gives up after 1 s, which a write beside the e2e suite outlasted (a failed CI run).
    // Tests only: the block above, which adds onlyInLib, leaves them out.
    files: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    ignores: ['src/testing/eventually.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...restrictedSyntax,
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^wait(For|Until)$/]",
          message:
            "Wait with eventually() from '@/testing/eventually': vi.waitFor gives up after 1 s.",
        },
      ],
    },
  },
  { files: ['eslint.config.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
