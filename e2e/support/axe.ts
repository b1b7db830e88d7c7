import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Zero axe violations on what is on screen now (a page, or a page with a dialog open), or inside
 * `include` (a selector). axe is injected once per document and asked for violations only: half
 * the CPU of `@axe-core/playwright`, which injects it twice per check and, by default, finishes
 * each check in a new tab.
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ include, tags }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const results: AxeResults = await axe.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations.map(({ id, impact, help, nodes }) => ({
        rule: `${id} (${impact}): ${help}`,
        targets: nodes.slice(0, 3).map((node) => node.target.join(' ')),
      }));
    },
    { include, tags },
  );
  const summary = violations.map(({ rule, targets }) => `${rule}\n  ${targets.join('\n  ')}`);
  expect(summary, 'axe violations').toEqual([]);
}
