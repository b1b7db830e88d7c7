/// <reference types="vitest/config" />
import { copyFileSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import { apiOwnedPaths, isBareLocalHost } from './server/http/owned-paths.js';
import { i18nCatalogues, withoutDefaultMessages, withoutMessageParser } from './scripts/i18n/vite-plugin.js';

const outDir = process.env.CONSOLE_DIST ?? 'dist';
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
const toApi = { target: apiTarget, changeOrigin: false };

/**
 * Writes dist/.bundle-report.json: every chunk with its static and dynamic imports and the
 * packages it contains, so scripts/check-bundle.mjs can check the initial route's weight and
 * which libraries load only on their pages.
 */
function bundleReport(): Plugin {
  return {
    name: 'bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle)
        .filter((item) => item.type === 'chunk')
        .map((chunk) => ({
          file: chunk.fileName,
          name: chunk.name,
          isEntry: chunk.isEntry,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          packages: [
            ...new Set(
              chunk.moduleIds
                .map((id) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1])
                .filter((name): name is string => Boolean(name)),
            ),
          ],
        }));
      const target = path.resolve(outDir);
      mkdirSync(target, { recursive: true });
      writeFileSync(path.join(target, '.bundle-report.json'), JSON.stringify(chunks, null, 2));
    },
  };
}

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, so the server sends them as
 * they are (server/http/static.ts) instead of compressing per request. Brotli quality 10: within
 * 2% of 11 at a quarter of the time.
 */
function precompress(): Plugin {
  const brotliAsync = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle() {
      const target = path.resolve(outDir);
      const files = readdirSync(target, { recursive: true, encoding: 'utf8' }).filter(
        (name) => !name.startsWith('.') && /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/.test(name),
      );
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(target, file);
          const raw = readFileSync(full);
          if (raw.byteLength < 1024) return;
          const [br, gz] = await Promise.all([
            brotliAsync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 10 } }),
            gzipAsync(raw, { level: 9 }),
          ]);
          writeFileSync(full + '.br', br);
          writeFileSync(full + '.gz', gz);
        }),
      );
    },
  };
}

/**
 * Beside the console: `openapi.json`, the API as OpenAPI 3.1, and `doctor.mjs`, the doctor bundled
 * into one file that runs with Node alone (`node dist/doctor.mjs <workspace URL>`). The first is a
 * copy of `contract/openapi.json`, which a test keeps equal to what contract/ says: loading this
 * config then loads no module of contract/.
 */
function serviceTools(): Plugin {
  return {
    name: 'service-tools',
    apply: 'build',
    async closeBundle() {
      const target = path.resolve(outDir);
      copyFileSync(path.resolve('contract/openapi.json'), path.join(target, 'openapi.json'));
      await build({
        configFile: false,
        logLevel: 'warn',
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: path.resolve('scripts/doctor.ts'),
          outDir: target,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'node22',
          rollupOptions: { output: { entryFileNames: 'doctor.mjs', format: 'es' } },
        },
      });
    },
  };
}

const consoleTests = {
  include: ['src/**/*.test.{ts,tsx}'],
  environment: 'jsdom',
  setupFiles: ['src/test/setup.ts', 'src/test/i18n-setup.ts'],
  // Node 25+ has its own localStorage global, which hides jsdom's: turn Node's off.
  execArgv: ['--no-experimental-webstorage'],
};
const testsNeedingFreshModules = [
  'src/app/App.test.tsx',
  'src/app/route-messages.test.ts',
  'src/app/shell.test.tsx',
  'src/components/OnDemand.test.tsx',
  'src/features/org-chart/components/WorkerSearch.test.tsx',
  'src/features/policies/components/PolicyViewerPage.test.tsx',
  'src/lib/query-client.test.ts',
];

export default defineConfig({
  plugins: [
    react(),
    i18nCatalogues(),
    withoutMessageParser(),
    withoutDefaultMessages(),
    bundleReport(),
    precompress(),
    serviceTools(),
  ],
  build: {
    outDir,
    sourcemap: false,
    // Every browser the console supports preloads modules itself (Chrome 66, Safari 17, Firefox 115):
    // the polyfill's half a kilobyte on the first page went to the language's messages (docs/i18n.md).
    modulePreload: { polyfill: false },
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Non-ASCII characters escaped: the browser holds a script's source as two bytes a character
        // when it has even one (an ellipsis, a dash), as one byte when it has none: on the org chart,
        // 0.6 MB less for the sources of the entry and the chart.
        charset: 'ascii',
        // A shared group's name lists the pages that share it (up to 100 characters), and the entry
        // names every chunk it may preload: 28 of those names cost the first page 0.6 KB gzip. The
        // bundle report keeps each group's name beside its file.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('common~') ? 'assets/common-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // Everything the entry needs in one file: left alone, the modules it shares with the pages'
            // chunks (React, the API client, the schemas…) come as six more requests before the first render.
            { name: 'boot', tags: ['$initial'], priority: 2 },
            // Ariakit (menus, dialogs, comboboxes, popovers) in one file: left alone it came in up to
            // fifteen pieces, each a request and a link inserted on the main thread (the org chart's
            // graph brought twenty files, ~18 ms of link insertion in one task here).
            // Ariakit and its positioning library only: with every dependency it also took the
            // external-store shim that React Flow shares, and the org chart's graph brought Ariakit along.
            {
              name: 'ariakit',
              test: /node_modules[\\/](?:@ariakit|@floating-ui)[\\/]/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // The small shared helpers, endpoints and schemas the pages use beside the entry, grouped by
            // the set of pages that use them: left alone, each page's chunk brought five to seven files
            // of under 2 KB; in one file for all, the first page carried every other page's helpers
            // (2 to 4 KB gzip). Merging the small groups into their neighbours put those bytes back.
            {
              name: 'common',
              test: /[\\/](?:src[\\/]lib|contract|src[\\/]features[\\/][^\\/]+[\\/]api)[\\/]/,
              minShareCount: 2,
              priority: 1,
              entriesAware: true,
              entriesAwareMergeThreshold: 0,
            },
          ],
        },
      },
    },
  },
  worker: { rolldownOptions: { output: { charset: 'ascii' } } },
  server: {
    // Every path the reference API owns goes to it, with the Host header (it names the workspace).
    // A page opened on localhost itself goes there too: the API answers with the workspaces' addresses.
    proxy: {
      ...Object.fromEntries(apiOwnedPaths.map((owned) => [`^${owned}(?:[/?]|$)`, toApi])),
      '/': {
        ...toApi,
        bypass: (request) =>
          isBareLocalHost(request.headers.host ?? '') && request.headers.accept?.includes('text/html')
            ? undefined
            : request.url,
      },
    },
  },
  test: {
    // Vitest's default (one fewer than the cores) leaves a 2-core machine a single worker: the run
    // then takes about twice as long as with two, while the main process mostly waits.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Each run ends with its slowest files and tests, to know where the time goes, and the failed ones.
    reporters: ['default', './scripts/vitest-summary-reporter.ts'],
    // `npm test` runs the unit tests beside lint, types and the build on two cores: a component test
    // that takes 3 s alone can take three times that there. Speed is the benchmark's business.
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          ...consoleTests,
          name: 'console',
          exclude: testsNeedingFreshModules,
          // One jsdom and one module graph per worker, not per file: building them for each of the
          // ~190 files cost 5 of the run's 6 CPU minutes. `src/test/setup.ts` puts the page and the
          // storages back after every test.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          ...consoleTests,
          // Files that replace modules (vi.mock) or read what a module does on its first use.
          name: 'console-fresh-modules',
          include: testsNeedingFreshModules,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts', 'e2e/support/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
