import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { accountButton, signInAnyLanguage, wordsOutsideBrackets } from './support/i18n';

/**
 * Issue 36: the console in its users' languages. The shell here (layout, navigation, account menu,
 * palette, shortcuts help, not-found page) and switching language; every page is toured in
 * i18n-pages.spec.ts.
 */

test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('the shell speaks German: navigation, account menu, palette, shortcuts, titles, not-found; axe passes', async ({
    page,
  }) => {
    await signInAnyLanguage(page, 'hr', '/segments');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' }).first();
    for (const area of ['Segmente', 'Organigramm', 'Lizenzkosten', 'Secrets', 'Richtlinien', 'Skripte']) {
      await expect(nav.getByRole('link', { name: area })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeAttached();
    await expect(page).toHaveTitle(/ · Workspace-Konsole$/);
    await expectNoAxeViolations(page);

    await accountButton(page, 'hr').click();
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
    await signInAnyLanguage(page, 'hr', '/segments');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The shell's top bar, navigation and skip link (the page's own header is the feature's).
    const shell = '#root > div > header, #root > div > aside, a[href="#main"]';
    expect(await wordsOutsideBrackets(page, shell, data)).toEqual([]);
    await expectNoAxeViolations(page);

    await accountButton(page, 'hr').click();
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
  await signInAnyLanguage(page, 'hr2', '/segments/new');
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await name.fill('Leavers in 2026');
  let reloads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads += 1;
  });

  await accountButton(page, 'hr2').click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Segments' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rechercher' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).toHaveValue('Leavers in 2026');
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
