/** Steps the saved-views browser tests share (docs/views.md): save the shipped orders as a view, read a view's count. */
import type { Locator, Page } from 'playwright-core';
import { go } from './console.ts';
import { hashQuery, rowsOf, view } from './screens/helpers.ts';

export const PREFS = '/api/v2/common/preferences';

/** The count a view's button shows once it has answered (or what it shows after 20 s). */
export async function countShown(item: Locator, want: number): Promise<string> {
  let text = '';
  for (let i = 0; i < 100; i++) {
    text = (await item.locator('.view-count').textContent()) ?? '';
    if (text === String(want)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return text;
}

/** Saves the list `screen` shows as the view `name` from its bar; the view's id and its button. */
export async function saveView(page: Page, screen: Locator, name: string): Promise<{ id: string; item: Locator }> {
  await screen.locator('.save-view').click();
  await page.locator('#view-name').fill(name);
  await page.locator('.save-view-confirm').click();
  await page.locator('.save-view-dialog').waitFor({ state: 'detached' });
  const id = hashQuery(page).get('view') ?? '';
  return { id, item: screen.locator(`.view-item[data-view="${id}"]`) };
}

/** Opens the shipped orders and saves them as the view `name` from the bar; the orders screen, the view's id and its button. */
export async function saveShippedOrders(page: Page, name: string): Promise<{ orders: Locator; id: string; item: Locator }> {
  await go(page, '/order/index?tab=shipped');
  const orders = view(page, '/order/index');
  await rowsOf(orders);
  return { orders, ...(await saveView(page, orders, name)) };
}
