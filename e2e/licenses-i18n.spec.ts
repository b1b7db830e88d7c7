import { expect, test, type Page } from '@playwright/test';

/**
 * The license costs page in the pseudo-locale (issue 36): every word on it comes from the
 * `licenses` catalogue, so none stands outside the pseudo-locale's brackets but data (dates,
 * amounts, the currency code). And in German, a few of its words as finance people read them.
 */

async function signIn(page: Page, returnTo: string): Promise<void> {
  await page.goto(`/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByRole('link', { name: /Development/ }).click();
  await page.getByRole('button', { name: /^Frances Allen \(/ }).click();
  await expect(page.getByTestId('range-heading')).toBeVisible({ timeout: 20_000 });
}

/** The words of `selector` (text, names, titles, placeholders) outside brackets, data taken out. */
async function wordsOutsideBrackets(page: Page, selector: string, data: string[]): Promise<string[]> {
  return page.locator(selector).evaluateAll((roots, data) => {
    const texts: string[] = [];
    for (const root of roots) {
      texts.push((root as HTMLElement).innerText);
      for (const element of [root, ...root.querySelectorAll('*')]) {
        for (const attribute of ['aria-label', 'title', 'placeholder']) {
          const value = element.getAttribute(attribute);
          if (value) texts.push(value);
        }
      }
    }
    return texts.flatMap((text) => {
      // Messages nest (a label inside a sentence): brackets are taken out from the innermost.
      let rest = text;
      while (/\[[^[\]]*\]/.test(rest)) rest = rest.replace(/\[[^[\]]*\]/g, ' ');
      for (const datum of data) rest = rest.split(datum).join(' ');
      return rest.match(/\p{L}{2,}/gu) ?? [];
    });
  }, data);
}

// Dates and amounts are data, written by Intl: month and weekday names, the currency code.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// The currency setting lists ISO codes.
const currencies = ['USD', 'EUR', 'GBP', 'JPY', 'CHF', 'CAD', 'AUD', 'SEK', 'NOK', 'DKK', 'INR', 'BRL', 'CNY', 'SGD'];
const data = ['Frances Allen', ...currencies, ...months, ...weekdays];

test.describe('license costs in the pseudo-locale', () => {
  test.use({ locale: 'en-XA' });

  test('no word of the page, its forecast, changes and table stands outside brackets', async ({ page }) => {
    test.slow();
    await signIn(page, '/licenses');
    await expect(page.getByTestId('forecast-headline')).toBeVisible();
    await expect(page.getByTestId('change-row').first()).toBeVisible();
    await expect(page.getByTestId('forecast-method')).toBeVisible();
    expect(await wordsOutsideBrackets(page, 'main', data)).toEqual([]);

    await page.getByTestId('chart-cursor').focus();
    await page.keyboard.press('ArrowLeft');
    expect(await wordsOutsideBrackets(page, 'main', data)).toEqual([]);

    await page.goto('/licenses?view=table');
    await expect(page.locator('main table').first()).toBeVisible();
    expect(await wordsOutsideBrackets(page, 'main', data)).toEqual([]);
  });
});

test.describe('license costs in German', () => {
  test.use({ locale: 'de-DE' });

  test('the headline, the range and the threshold speak German', async ({ page }) => {
    test.slow();
    await signIn(page, '/licenses');
    await expect(page.getByRole('heading', { level: 1, name: 'Lizenzkosten' })).toBeVisible();
    await expect(page.getByTestId('forecast-headline')).toContainText('Prognose zum Jahresende:');
    await expect(page.getByRole('button', { name: 'Seit Jahresbeginn' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Was sich geändert hat' })).toBeVisible();
    await expect(page.getByText('Persönlich: nur in diesem Browser', { exact: false })).toBeVisible();
  });
});
