/**
 * A list row's actions as the operator reaches them (docs/lists.md "Row actions"): the first one a button in the row,
 * the others in the row's "more" menu (⋯), which shows its items only while it is open.
 */
import type { Locator } from 'playwright-core';

/** The row's "more" button (⋯), which opens the menu of its other actions. */
export const moreButton = (row: Locator) => row.locator('.row-more > button');

/** Opens the row's "more" menu (when it has one and it is closed); resolves once its items show. */
export async function openRowMenu(row: Locator): Promise<void> {
  const more = moreButton(row);
  if ((await more.count()) === 0) return;
  if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  await row.locator('.row-more-menu [role=menuitem]').first().waitFor();
}

/** Runs the row's action `name`: its button when it is the first, else through the "more" menu. */
export async function clickRowAction(row: Locator, name: string): Promise<void> {
  const shown = row.locator(`.row-actions > [data-action="${name}"]`);
  if ((await shown.count()) > 0) return shown.click();
  await openRowMenu(row);
  await row.locator(`.row-more-menu [data-action="${name}"]`).click();
}

/** Every action the row offers, in order, as [name, words]; its menu is opened to read them and closed again. */
export async function rowActionsOffered(row: Locator): Promise<[string, string][]> {
  await openRowMenu(row);
  const pairs = await row
    .locator('.row-actions [data-action]')
    .evaluateAll((els) => els.map((e): [string, string] => [e.getAttribute('data-action') ?? '', (e.textContent ?? '').trim()]));
  // the open menu has the focus: Escape closes it
  if ((await moreButton(row).count()) > 0) await row.page().keyboard.press('Escape');
  return pairs;
}

/** The rows that offer the action `name` (first or in their menu): the group names every action it holds. */
export const rowsOffering = (rows: Locator, name: string) => rows.filter({ has: rows.page().locator(`.row-actions[data-actions~="${name}"]`) });

/**
 * Moves the focus to the row's action `name` as a keyboard user does: its button, or its item in the "more" menu
 * opened with Enter and walked to with ArrowDown. Returns where the focus comes back to once the action's dialog
 * closes: the action's button, or "more" (the menu is gone by then).
 */
export async function focusRowAction(row: Locator, name: string): Promise<Locator> {
  const shown = row.locator(`.row-actions > [data-action="${name}"]`);
  if ((await shown.count()) > 0) {
    await shown.focus();
    return shown;
  }
  const more = moreButton(row);
  await more.focus();
  await row.page().keyboard.press('Enter');
  const item = row.locator(`.row-more-menu [data-action="${name}"]`);
  await item.waitFor();
  for (let presses = 0; presses < 20 && !(await item.evaluate((el) => el === document.activeElement)); presses++) await row.page().keyboard.press('ArrowDown');
  return more;
}
