// Checks the production build: the first page's JavaScript stays small, the heavy libraries
// (graph, charts, code editor, diff) load only on the pages that use them, and every script is
// ASCII-only (a browser holds a script with any other character as two bytes a character).
//
// The first page's weight is what a browser really fetches: the build is served by the reference
// API (demo data), a signed-in user opens the segments list in a fresh Chromium context, and every
// script fetched until the page is idle counts, gzip-compressed (the user menu, the toaster and
// anything else loaded on every page included).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const dist = process.env.CONSOLE_DIST ?? 'dist';
const BUDGET_KB = 150;
const port = Number(process.env.CHECK_BUNDLE_PORT ?? 4310);
const FIRST_PAGE = '/segments';
/** The page a signed-in user lands on: its route module is part of the initial JavaScript. */
const INITIAL_ROUTE_MODULE = 'segments-list';
const PAGE_ONLY_PACKAGES = {
  '@xyflow/react': ['org-chart'],
  '@xyflow/system': ['org-chart'],
  recharts: ['license-costs'],
  codemirror: ['script-create', 'script-view'],
  '@codemirror/view': ['script-create', 'script-view'],
  '@codemirror/state': ['script-create', 'script-view'],
  diff: ['policy-viewer'],
};

const chunks = JSON.parse(readFileSync(path.join(dist, '.bundle-report.json'), 'utf8'));
const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));

function staticClosure(files) {
  const seen = new Set();
  const stack = [...files];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(byFile.get(file)?.imports ?? []));
  }
  return seen;
}

const entry = chunks.find((chunk) => chunk.isEntry);
const routeChunk = chunks.find((chunk) => path.basename(chunk.file).startsWith(`${INITIAL_ROUTE_MODULE}-`));
if (!entry || !routeChunk) throw new Error('Entry or initial route chunk not found in the bundle report');

const initial = staticClosure([entry.file, routeChunk.file]);
const failures = [];

/** Scripts (and message catalogues) the browser fetches for the first page, until idle: [{ file, gzipBytes }]. */
async function scriptsOfFirstPage() {
  const server = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE: ':memory:',
      STATIC_DIR: dist,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = () => server.kill();
  process.on('exit', stop);
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
      } catch {
        if (Date.now() > deadline) throw new Error(`The reference API did not start on port ${port}`);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
    }
    const browser = await chromium.launch({
      executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
      args: ['--no-sandbox'],
    });
    const baseURL = `http://acme.localhost:${port}`;
    const signingIn = await browser.newContext();
    const page = await signingIn.newPage();
    await page.goto(`${baseURL}/sign-in`);
    await page.getByRole('link', { name: /Sign in with Development/ }).click();
    await page.getByRole('button', { name: /^Ada Lovelace \(/ }).click();
    await page.getByRole('button', { name: 'Account: Ada Lovelace' }).waitFor();
    const storageState = await signingIn.storageState();
    await signingIn.close();

    const context = await browser.newContext({ storageState });
    const first = await context.newPage();
    const scripts = [];
    first.on('response', async (response) => {
      // The catalogues are JSON (scripts/i18n/vite-plugin.ts), but the page needs them as it needs
      // its code: they count.
      const catalogue = /\/i18n-[^/]+\.json$/.test(new URL(response.url()).pathname);
      if (response.request().resourceType() !== 'script' && !catalogue) return;
      const body = await response.body().catch(() => null);
      if (body) scripts.push({ file: new URL(response.url()).pathname, gzipBytes: gzipSync(body).length });
    });
    await first.goto(`${baseURL}${FIRST_PAGE}`, { waitUntil: 'networkidle' });
    await first.getByRole('heading', { level: 1 }).first().waitFor();
    // Idle: nothing more requested for a while after the page settled.
    await first.waitForLoadState('networkidle');
    await first.waitForTimeout(1500);
    await first.waitForLoadState('networkidle');
    await browser.close();
    return scripts;
  } finally {
    stop();
  }
}

const fetched = await scriptsOfFirstPage();
const gzipBytes = fetched.reduce((sum, script) => sum + script.gzipBytes, 0);
const kb = gzipBytes / 1024;
console.log(
  `First page's JavaScript as fetched (${FIRST_PAGE}, ${fetched.length} files, until idle): ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`,
);
for (const script of [...fetched].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 8)) {
  console.log(`  ${(script.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${script.file}`);
}
if (kb > BUDGET_KB) failures.push(`the first page's JavaScript is ${kb.toFixed(1)} KB gzip, over ${BUDGET_KB} KB`);

// Which route modules pull each page-only package in (statically, once their route loads)?
const routeModules = chunks.filter(
  (chunk) => chunk.file.startsWith('assets/') && entry.dynamicImports.includes(chunk.file),
);
for (const [pkg, allowedRoutes] of Object.entries(PAGE_ONLY_PACKAGES)) {
  for (const file of initial) {
    if (byFile.get(file)?.packages.includes(pkg)) failures.push(`${pkg} is in the initial JavaScript (${file})`);
  }
  for (const route of routeModules) {
    const name = path.basename(route.file).replace(/-[\w-]{8}\.js$/, '');
    if (allowedRoutes.includes(name)) continue;
    const closure = staticClosure([route.file]);
    for (const file of closure) {
      if (!initial.has(file) && byFile.get(file)?.packages.includes(pkg)) {
        failures.push(`${pkg} loads with the ${name} page (${file}); it belongs to ${allowedRoutes.join(', ')} only`);
      }
    }
  }
}

for (const file of readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.js'))) {
  const at = readFileSync(path.join(dist, 'assets', file), 'latin1').search(/[\x80-\xff]/);
  if (at !== -1)
    failures.push(`assets/${file} is not ASCII-only (at byte ${at}): the build must escape other characters`);
}

if (failures.length) {
  for (const failure of failures) console.error(`✗ ${failure}`);
  process.exit(1);
}
console.log('✓ Heavy libraries load only on their pages');
console.log('✓ Every script is ASCII-only');
