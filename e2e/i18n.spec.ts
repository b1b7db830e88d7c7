import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

/**
 * Issue 36: the console in its users' languages. The app shell (layout, navigation, account menu,
 * palette, shortcuts help, not-found page) is converted; the pages of the features follow (their
 * words are still English: these tests look at the shell only).
 */

/** Signs in through the real flow in whatever language the browser has (names match in any). */
async function signIn(page: Page, name: string, returnTo: string): Promise<void> {
  await page.goto(`/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByRole('link', { name: /Development/ }).click();
  await page.getByRole('button', { name: new RegExp(`^${name} \\(`) }).click();
  // The first page's code (the segment editor's is large) on a busy machine: more than expect's 7 s.
  await expect(account(page, name)).toBeVisible({ timeout: 20_000 });
}

const account = (page: Page, name: string) => page.locator('header').getByRole('button', { name: new RegExp(name) });

/**
 * The words of `selector` (its text, and the names, titles and placeholders inside it) left once
 * bracketed text and the given data are taken out: what the pseudo-locale shows outside its brackets.
 */
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
      let rest = text.replace(/\[[^\]]*\]/g, ' ');
      for (const datum of data) rest = rest.split(datum).join(' ');
      return rest.match(/\p{L}{2,}/gu) ?? [];
    });
  }, data);
}

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('the shell speaks German: navigation, account menu, palette, shortcuts, titles, not-found; axe passes', async ({
    page,
  }) => {
    await signIn(page, 'Hedy Lamarr', '/segments');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' }).first();
    for (const area of ['Segmente', 'Organigramm', 'Lizenzkosten', 'Secrets', 'Richtlinien', 'Skripte']) {
      await expect(nav.getByRole('link', { name: area })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeAttached();
    await expect(page).toHaveTitle(/ · Workspace-Konsole$/);
    await expectNoAxeViolations(page);

    await account(page, 'Hedy Lamarr').click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Abmelden' })).toBeVisible();
    await expect(menu.getByRole('menuitemradio', { name: 'Wie im Browser: Deutsch' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(menu.getByText('HR-Bearbeitung')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Suchen' }).click();
    const palette = page.getByRole('dialog', { name: 'Befehlspalette' });
    await expect(palette.getByRole('combobox')).toHaveAttribute(
      'placeholder',
      'Seite, Segment, Person oder Aktion suchen …',
    );
    await expect(palette.getByRole('option', { name: 'Neues Segment' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    await page.locator('body').press('?');
    const shortcuts = page.getByRole('dialog', { name: 'Tastenkürzel' });
    await expect(shortcuts.getByText('Strg+K')).toBeVisible();
    await shortcuts.getByRole('button', { name: 'Schließen' }).first().click();

    await page.goto('/nowhere');
    await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
    await expect(page).toHaveTitle('Seite nicht gefunden · Workspace-Konsole');
  });
});

test.describe('in the pseudo-locale', () => {
  test.use({ locale: 'en-XA' });

  test('no shell text stands outside brackets (names and values aside), and axe passes', async ({ page }) => {
    // Names and values, and the initials in the account button.
    const data = ['Hedy Lamarr', 'HL', 'hedy@acme.test', 'Acme Corp', 'acme', 'Ctrl', 'Esc', 'Enter'];
    await signIn(page, 'Hedy Lamarr', '/segments');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    // The shell's top bar, navigation and skip link (the page's own header is the feature's).
    const shell = '#root > div > header, #root > div > aside, a[href="#main"]';
    expect(await wordsOutsideBrackets(page, shell, data)).toEqual([]);
    await expectNoAxeViolations(page);

    await account(page, 'Hedy Lamarr').click();
    await expect(page.getByRole('menu')).toBeVisible();
    // The language menu names each language in its own words: data, like a person's name.
    const languages = ['English', 'Deutsch', 'Français', 'Español', '日本語'];
    expect(await wordsOutsideBrackets(page, '[role="menu"]', [...data, ...languages])).toEqual([]);
    await page.keyboard.press('Escape');

    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog');
    await expect(palette.getByRole('option').first()).toBeVisible();
    expect(await wordsOutsideBrackets(page, '[role="dialog"]', [...data, ...languages])).toEqual([]);
    await page.keyboard.press('Escape');

    await page.locator('body').press('?');
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await wordsOutsideBrackets(page, '[role="dialog"]', data)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/nowhere');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await wordsOutsideBrackets(page, 'main', data)).toEqual([]);
    await expectNoAxeViolations(page);
  });
});

test('switching language keeps an unsaved form, changes the shell at once, and is remembered after a reload', async ({
  page,
}) => {
  // Signing in, the segment editor, a second page and axe: more than the default 45 s on a busy machine.
  test.setTimeout(90_000);
  await signIn(page, 'Katherine Johnson', '/segments/new');
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await name.fill('Leavers in 2026');
  let reloads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads += 1;
  });

  await account(page, 'Katherine Johnson').click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Segments' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rechercher' })).toBeVisible();
  await expect(name).toHaveValue('Leavers in 2026');
  expect(reloads).toBe(0);
  await page.keyboard.press('Escape');

  // Loaded anew (a new tab of the same browser: the form above stays unsaved), the choice holds.
  const again = await page.context().newPage();
  await again.goto('/segments');
  await expect(again.getByRole('button', { name: 'Rechercher' })).toBeVisible();
  await expect(again.locator('html')).toHaveAttribute('lang', 'fr');
  await again.reload();
  await expect(again.getByRole('button', { name: 'Rechercher' })).toBeVisible();

  // Back to English from the palette, which lists every other language in its own words.
  await again.getByRole('button', { name: 'Rechercher' }).click();
  await again.getByRole('combobox').fill('English');
  await again.getByRole('option', { name: /English/ }).click();
  await expect(again.getByRole('button', { name: 'Find anything' })).toBeVisible();
  await expect(again.locator('html')).toHaveAttribute('lang', 'en');
  await expectNoAxeViolations(again);
});
