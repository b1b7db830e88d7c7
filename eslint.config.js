import path from 'node:path';
import css from '@eslint/css';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(new URL(import.meta.url).pathname);

/** The layer a file belongs to: contract, server, app, lib, components, feature:<name>, or other. */
function layerOf(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === 'contract' || rel[0] === 'server') return rel[0];
  if (rel[0] !== 'src') return 'other';
  if (rel[1] === 'features') return `feature:${rel[2]}`;
  if (rel[1] === 'app' || rel[1] === 'lib' || rel[1] === 'components') return rel[1];
  return 'src';
}

/**
 * A feature's public face: `src/features/<name>/index.ts` (or the folder, which resolves to it). The
 * only file of a feature that src/app/ may import: its pages, headings and prefetch.
 */
function isFeatureIndex(file) {
  const rel = path.relative(root, file).split(path.sep);
  return rel.length === 3 || (rel.length === 4 && /^index(\.tsx?)?$/.test(rel[3]));
}

const isTestFile = (file) => /\.test\.tsx?$/.test(file);

/** What each layer may import: app -> features -> lib/components -> contract. */
function mayImport(from, to) {
  if (to === 'other') return from === 'other';
  if (from === 'other' || from === to) return true;
  if (from === 'contract') return false;
  if (from === 'server') return to === 'contract';
  if (to === 'server') return false;
  if (from === 'app' || from === 'src') return true;
  if (from.startsWith('feature:')) return ['lib', 'components', 'contract', 'src'].includes(to);
  if (from === 'lib' || from === 'components') return ['lib', 'components', 'contract'].includes(to);
  return false;
}

const importDirection = {
  meta: {
    type: 'problem',
    messages: {
      wrong: '{{from}} may not import from {{to}} (imports flow app -> features -> lib/components -> contract).',
      notIndex: "app may import from {{to}} only its index.ts (the feature's pages, headings and prefetch).",
    },
  },
  create(context) {
    const from = layerOf(context.filename);
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source);
      const to = layerOf(target);
      if (!mayImport(from, to)) context.report({ node, messageId: 'wrong', data: { from, to } });
      // Tests of the app may reach inside a feature (to render one of its components beside another's).
      else if (from === 'app' && to.startsWith('feature:') && !isFeatureIndex(target) && !isTestFile(context.filename))
        context.report({ node, messageId: 'notIndex', data: { to } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const config = tseslint.config(
  {
    ignores: ['dist', 'dist-*', '.node', 'node_modules', 'test-results', 'playwright-report', 'bench-results', 'data'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { local: { rules: { 'import-direction': importDirection } } },
    rules: {
      'local/import-direction': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // Advice for the React Compiler's memoisation, which this project does not run.
    rules: { 'react-hooks/incompatible-library': 'off' },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.tsx'],
    rules: {
      // A scrollable region is focusable so the keyboard can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    ...testingLibrary.configs['flat/react'],
    // Only these return render results; other render* helpers return what the test needs (router, user).
    settings: { 'testing-library/custom-renders': ['renderInApp'] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Only src/lib/http calls fetch.' }],
    },
  },
  {
    files: ['src/lib/http/**'],
    rules: { 'no-restricted-globals': 'off' },
  },
);

/**
 * CSS: logical properties only (margin-inline-start, not margin-left), so right-to-left layouts come
 * free (docs/i18n.md). The JavaScript rules above do not apply to CSS: they are turned off here.
 */
const offInCss = Object.fromEntries(
  config.flatMap((block) => Object.keys(block.rules ?? {})).map((rule) => [rule, 'off']),
);

export default [
  ...config,
  {
    files: ['**/*.css'],
    plugins: { css },
    language: 'css/css',
    // CSS Modules' :global() and composes are not standard CSS.
    languageOptions: { tolerant: true },
    rules: {
      ...offInCss,
      // The inline axis only (left and right): the block axis (top, bottom, width, height) turns only
      // in vertical writing, which no language of the console uses.
      'css/prefer-logical-properties': [
        'error',
        {
          allowProperties: [
            ...['top', 'bottom', 'width', 'height', 'min-width', 'min-height', 'max-width', 'max-height'],
            ...['margin', 'padding', 'scroll-margin', 'scroll-padding'].flatMap((p) => [`${p}-top`, `${p}-bottom`]),
            ...['', '-color', '-style', '-width'].flatMap((end) => [`border-top${end}`, `border-bottom${end}`]),
            ...['overflow-x', 'overflow-y', 'overscroll-behavior-x', 'overscroll-behavior-y'],
            ...['contain-intrinsic-width', 'contain-intrinsic-height'],
          ],
          allowUnits: ['vh', 'vw', 'dvh', 'dvw', 'svh', 'svw', 'lvh', 'lvw', 'cqh', 'cqw'],
        },
      ],
    },
  },
];
