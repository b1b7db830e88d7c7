// Checks the production build: the first page's JavaScript stays small, and the heavy libraries
// (graph, charts, code editor, diff) load only on the pages that use them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.env.CONSOLE_DIST ?? 'dist';
const BUDGET_KB = 170;
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
const gzipBytes = [...initial].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0);
const failures = [];
const kb = gzipBytes / 1024;
console.log(`Initial route JavaScript (${initial.size} chunks): ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) failures.push(`the initial route's JavaScript is ${kb.toFixed(1)} KB gzip, over ${BUDGET_KB} KB`);

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

if (failures.length) {
  for (const failure of failures) console.error(`✗ ${failure}`);
  process.exit(1);
}
console.log('✓ Heavy libraries load only on their pages');
