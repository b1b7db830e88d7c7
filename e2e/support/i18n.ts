import { expect, type Locator, type Page } from '@playwright/test';
import { users, type DemoUser } from './auth';

/** The account button of the top bar, whatever the language (it carries the user's name). */
export const accountButton = (page: Page, who: DemoUser): Locator =>
  page.locator('header').getByRole('button', { name: new RegExp(users[who].name) });

/** Signs in through the real flow in whatever language the browser has (names match in any). */
export async function signInAnyLanguage(page: Page, who: DemoUser, returnTo: string): Promise<void> {
  await page.goto(`/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByRole('link', { name: /Development/ }).click();
  await page.getByRole('button', { name: new RegExp(`^${users[who].name} \\(`) }).click();
  // The first page's code (the segment editor's is large) on a busy machine: more than expect's 7 s.
  await expect(accountButton(page, who)).toBeVisible({ timeout: 20_000 });
}

/** Words (two letters or more) of a text, as the checks below count them. */
const wordsOf = (text: string): string[] => text.match(/\p{L}{2,}/gu) ?? [];

/**
 * Data the page was given: every word of every string in the JSON the API answered, from now on.
 * Names and values on screen are data, not the console's words, in any language.
 */
export function collectApiWords(page: Page): Set<string> {
  const words = new Set<string>();
  const take = (value: unknown): void => {
    if (typeof value === 'string') for (const word of wordsOf(value)) words.add(word);
    else if (Array.isArray(value)) value.forEach(take);
    else if (value && typeof value === 'object') Object.values(value).forEach(take);
  };
  page.on('response', async (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    try {
      take(await response.json());
    } catch {
      // A body already gone (a navigation) or not JSON after all: no data to take.
    }
  });
  return words;
}

/**
 * Words `Intl` writes for dates and times in English (month and day names, relative times, day
 * periods, UTC) and the currencies' codes: figures, formatted by the browser, not text from a catalogue.
 */
export async function intlWords(page: Page): Promise<string[]> {
  return page
    .evaluate(() => {
      const texts: string[] = [];
      for (let month = 0; month < 12; month++) {
        const date = new Date(Date.UTC(2026, month, 15, 9));
        for (const style of ['long', 'short'] as const) {
          texts.push(new Intl.DateTimeFormat('en', { month: style, weekday: style }).format(date));
        }
        texts.push(new Intl.DateTimeFormat('en', { hour: 'numeric', hour12: true }).format(date));
        texts.push(
          new Intl.DateTimeFormat('en', { hour: 'numeric', hour12: true }).format(
            new Date(Date.UTC(2026, month, 15, 21)),
          ),
        );
      }
      texts.push(new Intl.DateTimeFormat('en', { timeZone: 'UTC', timeZoneName: 'short' }).format(0));
      texts.push(...Intl.supportedValuesOf('currency'));
      const units = ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'] as const;
      for (const style of ['long', 'short', 'narrow'] as const) {
        const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto', style });
        for (const unit of units) for (const n of [-2, -1, 0, 1, 2]) texts.push(relative.format(n, unit));
      }
      return texts;
    })
    .then((texts) => texts.flatMap(wordsOf));
}

/** A text with every bracketed part taken out, innermost first (a message may hold another). */
function withoutBrackets(text: string): string {
  let rest = text;
  for (let before = ''; before !== rest;) {
    before = rest;
    rest = rest.replace(/\[[^[\]]*\]/g, ' ');
  }
  return rest;
}

/**
 * The words of `selector` (its text, and the names, titles and placeholders inside it) that stand
 * outside the pseudo-locale's brackets and are not words of `data` (names, values): text that did
 * not come from a catalogue.
 */
export async function wordsOutsideBrackets(page: Page, selector: string, data: Iterable<string>): Promise<string[]> {
  const texts = await page.locator(selector).evaluateAll((roots) => {
    const found: string[] = [];
    for (const root of roots) {
      found.push((root as HTMLElement).innerText);
      for (const element of [root, ...root.querySelectorAll('*')]) {
        for (const attribute of ['aria-label', 'title', 'placeholder', 'aria-description', 'alt']) {
          const value = element.getAttribute(attribute);
          if (value) found.push(value);
        }
      }
    }
    return found;
  });
  const known = new Set([...data].flatMap(wordsOf));
  const outside = texts.flatMap((text) => wordsOf(withoutBrackets(text)));
  return [...new Set(outside.filter((word) => !known.has(word)))];
}

/**
 * Controls whose words do not fit them: a button, link, tab or field label whose text is wider than
 * its box and cut off (overflow not visible). Described by their text, for the failure message.
 */
export async function clippedControls(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((roots) => {
    const clipped: string[] = [];
    for (const root of roots) {
      for (const element of root.querySelectorAll<HTMLElement>('button, [role="button"], [role="tab"], a, label, th')) {
        if (!element.offsetParent && getComputedStyle(element).position !== 'fixed') continue;
        const style = getComputedStyle(element);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        // Text for screen readers only, clipped to a pixel on purpose.
        if (
          element.clientWidth <= 1 ||
          (style.clipPath !== 'none' && style.clipPath !== '') ||
          style.clip.startsWith('rect')
        )
          continue;
        // Only the console's words (bracketed here): a long name cut with an ellipsis is a choice.
        if (!element.innerText.includes('[')) continue;
        if (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1) {
          clipped.push((element.innerText || element.getAttribute('aria-label') || element.tagName).slice(0, 60));
        }
      }
    }
    return clipped;
  });
}
