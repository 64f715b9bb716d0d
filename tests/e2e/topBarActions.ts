/**
 * The top bar groups its actions into menus (File, Edit, Analyse, Teach: src/app/TopActions.tsx)
 * and, on a phone, folds them all behind "Menu". `openAction` clicks an action by its button name
 * wherever it is: it opens the phone's Menu and the menu that holds the button first when the
 * button is not in sight.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** How the action's button is named (as `getByRole`'s `name`, with `exact`). */
type Name = string | RegExp;

/** The button named `name` in the top bar, after opening what hides it (the phone's Menu, its menu). */
export async function actionButton(page: Page, name: Name, exact = false): Promise<Locator> {
  const bar = page.locator('header.topbar');
  const button = bar.getByRole('button', { name, exact });
  if (await button.first().isVisible()) return button.first();
  const fold = bar.locator('.menu-button');
  if ((await fold.isVisible()) && (await fold.getAttribute('aria-expanded')) !== 'true') await fold.click();
  if (await button.first().isVisible()) return button.first();
  // The menu whose list holds the button (hidden while closed: found with includeHidden).
  const group = bar
    .locator('.menu-group')
    .filter({ has: page.getByRole('button', { name, exact, includeHidden: true }) })
    .last();
  await group.locator(':scope > .menu-group-button').click();
  await expect(button.first()).toBeVisible();
  return button.first();
}

/** Clicks the top bar's action `name` (opening its menu first when needed). */
export async function openAction(page: Page, name: Name, exact = false): Promise<void> {
  await (await actionButton(page, name, exact)).click();
}

/** Opens the top bar's menu `label` (File, Edit, Analyse, Teach), and the phone's Menu first when folded. */
export async function openMenu(page: Page, label: string): Promise<void> {
  const bar = page.locator('header.topbar');
  const fold = bar.locator('.menu-button');
  if ((await fold.isVisible()) && (await fold.getAttribute('aria-expanded')) !== 'true') await fold.click();
  const button = bar.getByRole('button', { name: label, exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}
