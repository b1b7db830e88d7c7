import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expectNoHorizontalScroll } from './support/layout';
import { clippedControls, collectApiWords, intlWords, signInAnyLanguage, wordsOutsideBrackets } from './support/i18n';

/**
 * Issue 36: every page of the console in the pseudo-locale (no word outside the brackets but data,
 * nothing clipped or wider than a phone) and in German (axe passes), as the owner, who sees them all.
 */

/** A page of the tour: where it is, and what makes it show its words (a dialog opened, a row chosen). */
interface Stop {
  name: string;
  path: string;
  /** Opens what the page shows on demand; the page is loaded and idle before. */
  open?: (page: Page) => Promise<void>;
}

/** Everything on screen has arrived: no request in flight, nothing busy, no loading note. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/** Opens the first link in the main area that goes to `prefix` + something (a seeded item). */
const openFirst = (prefix: string, except?: string) => async (page: Page) => {
  const links = page.locator(`main a[href^="${prefix}"]`);
  const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''));
  const target = hrefs.find((href) => href.length > prefix.length && href !== except);
  expect(target, `a link under ${prefix}`).toBeTruthy();
  await page.goto(target!);
};

const groups: Record<string, Stop[]> = {
  segments: [
    { name: 'segment list', path: '/segments' },
    { name: 'segment editor', path: '/segments', open: openFirst('/segments/', '/segments/new') },
    { name: 'new segment', path: '/segments/new' },
  ],
  people: [
    { name: 'org chart', path: '/org-chart' },
    { name: 'license costs', path: '/licenses' },
    { name: 'activity', path: '/activity' },
  ],
  settings: [
    { name: 'secrets', path: '/secrets' },
    { name: 'API keys', path: '/settings/api-keys' },
    { name: 'service check', path: '/settings/service-check' },
  ],
  code: [
    { name: 'policy list', path: '/policies' },
    { name: 'policy viewer', path: '/policies', open: openFirst('/policies/') },
    { name: 'script list', path: '/scripts' },
    { name: 'script viewer', path: '/scripts', open: openFirst('/scripts/', '/scripts/new') },
    { name: 'new script', path: '/scripts/new' },
  ],
};

/**
 * Screenshots to look at (not compared), when SHOTS_DIR is set; SHOTS_SCHEME=dark takes them dark and
 * SHOTS_WIDTH sets the window's width for both languages.
 */
const shots = process.env.SHOTS_DIR;
const shotsViewport = process.env.SHOTS_WIDTH
  ? { viewport: { width: Number(process.env.SHOTS_WIDTH), height: 900 } }
  : {};
test.use({ colorScheme: process.env.SHOTS_SCHEME === 'dark' ? 'dark' : 'light' });

async function visit(page: Page, stop: Stop): Promise<void> {
  await page.goto(stop.path);
  await settle(page);
  if (stop.open) {
    await stop.open(page);
    await settle(page);
  }
  if (shots) {
    const { width } = page.viewportSize()!;
    const language = await page.locator('html').getAttribute('lang');
    const scheme = process.env.SHOTS_SCHEME ?? 'light';
    await page.screenshot({ path: `${shots}/${language}-${width}-${scheme}-${stop.name.replaceAll(' ', '-')}.png` });
  }
}

test.describe('in the pseudo-locale, on a phone', () => {
  test.use({ locale: 'en-XA', viewport: { width: 390, height: 844 }, ...shotsViewport });

  for (const [group, stops] of Object.entries(groups)) {
    test(`${group}: every word from a catalogue, nothing clipped or too wide`, async ({ page }) => {
      test.setTimeout(90_000);
      const data = collectApiWords(page);
      await signInAnyLanguage(page, 'owner', stops[0]!.path);
      for (const word of await intlWords(page)) data.add(word);
      // The account button's initials, the keys the shortcuts name, and the org chart library's
      // attribution link (its name, as its licence asks).
      for (const word of ['AL', 'Ctrl', 'Esc', 'Enter', 'React', 'Flow', 'attribution']) data.add(word);
      for (const stop of stops) {
        await visit(page, stop);
        expect(
          await wordsOutsideBrackets(page, 'main, [role="dialog"]', data),
          `${stop.name}: words outside brackets`,
        ).toEqual([]);
        expect(await clippedControls(page, 'main'), `${stop.name}: clipped controls`).toEqual([]);
        await expectNoHorizontalScroll(page, stop.name);
      }
    });
  }
});

/** German, or another of the console's languages for screenshots (SHOTS_LOCALE=ja-JP). */
const translated = process.env.SHOTS_LOCALE ?? 'de-DE';

test.describe('in German', () => {
  test.use({ locale: translated, ...shotsViewport });

  for (const [group, stops] of Object.entries(groups)) {
    test(`${group}: the pages speak German, and axe passes`, async ({ page }) => {
      test.setTimeout(90_000);
      await signInAnyLanguage(page, 'owner', stops[0]!.path);
      await expect(page.locator('html')).toHaveAttribute('lang', translated.split('-')[0]!);
      for (const stop of stops) {
        await visit(page, stop);
        await expectNoAxeViolations(page);
      }
    });
  }
});
