// `npm run bench`: speed and memory figures, measured in headless Chromium against the production
// build served by the reference API with the large seeded workspaces. Each file in scripts/bench/
// (`*.bench.mjs`) exports `run(context)` and returns its figures; this prints them all and writes
// bench-results/latest.json. Figures are measurements, not pass/fail tests: machines are noisy.
//
//   npm run bench                 every benchmark
//   npm run bench -- org-chart    only scripts/bench/org-chart.bench.mjs
//
// A bench that exports `standalone = true` (forecast) runs without the build, the reference API and
// the browser; when only such benches are asked for, none of them is started.
import { spawn, spawnSync } from 'node:child_process';
import { referenceApiArguments } from './reference-api.mjs';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const port = Number(process.env.BENCH_PORT ?? 4300);
const dist = process.env.CONSOLE_DIST ?? 'dist';
const only = process.argv.slice(2);

const benchDir = path.resolve('scripts/bench');
const files = readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.mjs'))
  .filter((file) => only.length === 0 || only.some((name) => file.startsWith(name)))
  .sort();
const benches = [];
for (const file of files)
  benches.push({ name: file.replace('.bench.mjs', ''), module: await import(path.join(benchDir, file)) });
// A bench exporting `standalone = true` needs neither the build, the reference API nor the browser.
const needsBrowser = benches.some((bench) => !bench.module.standalone);
// The workspaces seeded: BENCH_SEED, else those the chosen benches name (`export const seeds`, e.g.
// audit's 1,000,000 events), `demo,bench,huge` for a bench that names none.
const seeds =
  process.env.BENCH_SEED ??
  [
    ...new Set(
      benches
        .filter((bench) => !bench.module.standalone)
        .flatMap((bench) => bench.module.seeds ?? ['demo', 'bench', 'huge']),
    ),
  ].join(',');

if (needsBrowser && !process.env.SKIP_BUILD) {
  const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

async function portAnswers() {
  try {
    await fetch(`http://127.0.0.1:${port}/healthz`);
    return true;
  } catch {
    return false;
  }
}

if (needsBrowser && (await portAnswers())) {
  console.error(`Port ${port} is already in use; set BENCH_PORT to a free port.`);
  process.exit(1);
}

let serverExited = false;
if (needsBrowser) {
  const server = spawn(process.execPath, referenceApiArguments, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATABASE: ':memory:', STATIC_DIR: dist, SEED: seeds, LOG_LEVEL: 'warn' },
  });
  process.on('exit', () => server.kill());
  server.on('exit', (code) => {
    serverExited = true;
    if (code) console.error(`The reference API exited with code ${code}`);
  });
}

async function waitForServer() {
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    if (serverExited) throw new Error('The reference API stopped before it was ready');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // Not up yet: seeding the large workspaces takes a while.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The reference API did not start');
}

const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Signs a page in through the development provider as the user named `userName`. */
async function signIn(page, baseURL, userName) {
  await page.goto(`${baseURL}/sign-in`);
  await page.getByRole('link', { name: /Sign in with Development/ }).click();
  await page.getByRole('button', { name: new RegExp(`^${userName} \\(`) }).click();
  await page.getByRole('button', { name: `Account: ${userName}` }).waitFor();
}

if (needsBrowser) {
  console.log(`Seeding ${seeds} and starting the reference API…`);
  await waitForServer();
}
const browser = needsBrowser ? await launchBrowser() : null;
function launchBrowser() {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--enable-precise-memory-info',
      '--js-flags=--expose-gc',
    ],
  });
}

const results = [];
for (const { name, module } of benches) {
  console.log(`\n▶ ${name}`);
  const figures = await module.run({
    browser,
    workspaceURL: (workspace) => `http://${workspace}.localhost:${port}`,
    signIn,
  });
  for (const figure of figures) {
    // `target`: at most this much (times, sizes); `atLeast`: at least this much (scores);
    // `between`: [low, high], both included (a share that should be neither too low nor too high).
    const within =
      figure.between !== undefined
        ? figure.value >= figure.between[0] && figure.value <= figure.between[1]
          ? '  ✓ within target'
          : '  ✗ outside target'
        : figure.atLeast !== undefined
          ? figure.value >= figure.atLeast
            ? '  ✓ within target'
            : '  ✗ under target'
          : figure.target === undefined
            ? ''
            : figure.value <= figure.target
              ? '  ✓ within target'
              : '  ✗ over target';
    const target =
      figure.between !== undefined
        ? ` (target ${figure.between[0]}–${figure.between[1]} ${figure.unit})`
        : figure.atLeast !== undefined
          ? ` (target ≥ ${figure.atLeast} ${figure.unit})`
          : figure.target === undefined
            ? ''
            : ` (target < ${figure.target} ${figure.unit})`;
    const digits = figure.unit === '' ? 3 : 1;
    console.log(`  ${figure.name}: ${figure.value.toFixed(digits)} ${figure.unit}${target}${within}`);
    results.push({ bench: name, ...figure });
  }
}

await browser?.close();
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/latest.json', JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
console.log('\nWritten to bench-results/latest.json');
process.exit(0);
