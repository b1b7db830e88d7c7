// Lighthouse (the npm package, driving the same Chromium) on the first pages a user sees: sign-in,
// segments, license costs and the org chart of the demo workspace, on a simulated phone (mobile,
// Lighthouse's default throttling) and on desktop. Prints performance, accessibility and best
// practices scores, LCP, CLS and TBT against their targets. A simulated phone's scores swing by
// several points from one run to the next on the same build, so each page is measured RUNS times
// (LIGHTHOUSE_RUNS) and the median run is printed, as Lighthouse's own documentation advises
// (docs/variability.md, `computeMedianRun`), with the lowest performance score of the runs beside
// it, without a target, so that the spread stays in sight. Signed-in pages get the session cookie
// of a user signed in through the development provider. LIGHTHOUSE_REPORTS=<folder> also writes each
// full Lighthouse report there (`mobile-org-chart.json`…), to read what dominates a figure.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

const PAGES = [
  { name: 'sign-in', path: '/sign-in', signedIn: false },
  { name: 'segments', path: '/segments', signedIn: true },
  { name: 'license costs', path: '/licenses', signedIn: true },
  { name: 'org chart', path: '/org-chart', signedIn: true },
];
const TARGETS = { performance: 95, accessibility: 100, bestPractices: 100, lcp: 2500, cls: 0.1, tbt: 200 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

async function sessionCookie(browser, baseURL, signIn) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, baseURL, 'Ada Lovelace');
  const cookies = await context.cookies();
  await context.close();
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

export async function run({ browser, workspaceURL, signIn }) {
  const baseURL = workspaceURL('acme');
  const cookie = await sessionCookie(browser, baseURL, signIn);
  // A Chromium of its own (Lighthouse resets storage and throttles), reached on a debugging port.
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 9333);
  const chrome = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const figures = [];
  try {
    // LIGHTHOUSE_ONLY=mobile,segments (form factors and page names) narrows a run while working on one page.
    const only = (process.env.LIGHTHOUSE_ONLY ?? '').split(',').filter(Boolean);
    const wanted = (name, all) => !all.some((known) => only.includes(known)) || only.includes(name);
    const formFactors = ['mobile', 'desktop'];
    const pageNames = PAGES.map((page) => page.name);
    for (const formFactor of formFactors.filter((form) => wanted(form, formFactors))) {
      for (const { name, path, signedIn } of PAGES.filter((page) => wanted(page.name, pageNames))) {
        const runs = [];
        for (let run = 0; run < RUNS; run++) {
          const result = await lighthouse(
            `${baseURL}${path}`,
            {
              port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility', 'best-practices'],
              extraHeaders: signedIn ? { Cookie: cookie } : undefined,
            },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          runs.push(result.lhr);
        }
        const median = computeMedianRun(runs);
        const { categories, audits } = median;
        if (process.env.LIGHTHOUSE_REPORTS) {
          mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
          const file = `${formFactor}-${name.replaceAll(' ', '-')}.json`;
          writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, file), JSON.stringify(median));
        }
        const score = (category) => Math.round((category?.score ?? 0) * 100);
        const lowest = Math.min(...runs.map((lhr) => score(lhr.categories.performance)));
        const label = `${formFactor}, ${name}`;
        figures.push(
          {
            name: `${label}: performance`,
            value: score(categories.performance),
            unit: 'points',
            atLeast: TARGETS.performance,
          },
          { name: `${label}: performance, lowest of ${runs.length} runs`, value: lowest, unit: 'points' },
          {
            name: `${label}: accessibility`,
            value: score(categories.accessibility),
            unit: 'points',
            atLeast: TARGETS.accessibility,
          },
          {
            name: `${label}: best practices`,
            value: score(categories['best-practices']),
            unit: 'points',
            atLeast: TARGETS.bestPractices,
          },
          {
            name: `${label}: LCP`,
            value: audits['largest-contentful-paint'].numericValue,
            unit: 'ms',
            target: TARGETS.lcp,
          },
          {
            name: `${label}: CLS`,
            value: audits['cumulative-layout-shift'].numericValue,
            unit: '',
            target: TARGETS.cls,
          },
          { name: `${label}: TBT`, value: audits['total-blocking-time'].numericValue, unit: 'ms', target: TARGETS.tbt },
        );
        const failing = [...Object.values(categories)].flatMap((category) =>
          category.auditRefs
            .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9 && category.id !== 'performance')
            .map((ref) => ref.id),
        );
        if (failing.length) console.log(`  (${label}: audits to fix: ${failing.join(', ')})`);
      }
    }
  } finally {
    await chrome.close();
  }
  return figures;
}
