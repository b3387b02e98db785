/**
 * A row batch (shipping the selected orders, a tracking number each, one courier) in Chromium (docs/forms.md): nothing
 * is sent while a row is wrong, and an order someone else shipped meanwhile is refused by the upstream: that row stays
 * in the dialog with the upstream's words and what was typed, the other leaves it and the list refreshes.
 */
import t from 'tap';
import { RESOURCES } from '../../../contract/index.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { adminToken, go, loggedInConsole } from '../console.ts';
import { rowsOf, view } from './helpers.ts';

if (requireChromium(t)) {
  const { stack, page } = await loggedInConsole(t);
  const token = await adminToken(stack.url);
  const order = async (id: string) =>
    ((await (await fetch(`${stack.url}${RESOURCES.orders.path}/${id}`, { headers: { token } })).json()) as { data: { status: string; tracking_no: string | null } }).data;

  t.test('checked before sending; a row the upstream refuses keeps what was typed, the shipped one leaves', async (t) => {
    const path = '/shipments/shipments';
    await go(page, path);
    const screen = view(page, path);
    const rows = await rowsOf(screen);
    const ids = await rows.evaluateAll((trs) => trs.filter((tr) => tr.querySelector('.row-actions[data-actions~=ship]')).slice(0, 2).map((tr) => tr.getAttribute('data-id') ?? ''));
    t.equal(ids.length, 2, 'two orders to ship');
    for (const id of ids) await screen.locator(`tr[data-id="${id}"] input.row-select`).click();
    await screen.locator('[data-bulk=ship-rows]').click();
    const dialog = page.locator('.row-batch-dialog');
    const inputs = dialog.locator('.row-batch-value');
    await inputs.nth(0).fill('ZT2233445566');
    await inputs.nth(1).fill('x');
    await dialog.locator('.row-batch-ok').click();
    t.equal(await dialog.locator(`tr[data-id="${ids[1]}"] .field-error`).count(), 1, 'the bad number is flagged');
    t.equal(await dialog.locator('[data-field=courier] .field-error').count(), 1, 'the courier, not chosen, is flagged');
    t.equal(await page.evaluate(() => document.activeElement?.id), 'batch-courier', 'the focus goes to the first problem');
    t.equal((await order(ids[0])).status, 'to_ship', 'nothing was sent');
    t.equal(await inputs.nth(0).inputValue(), 'ZT2233445566', 'what was typed is kept');

    // someone else ships the second order meanwhile
    const shipped = await fetch(`${stack.url}${RESOURCES.orders.path}/${ids[1]}/ship`, {
      method: 'PUT',
      headers: { token, 'content-type': 'application/json' },
      body: JSON.stringify({ courier: 'SF', tracking_no: 'SF1000000001' }),
    });
    t.equal(((await shipped.json()) as { status: number }).status, 0, 'shipped behind the dialog');

    await dialog.locator('#batch-courier').selectOption('ZTO');
    await inputs.nth(1).fill('ZT6655443322');
    await dialog.locator('.row-batch-ok').click();
    const refused = dialog.locator(`tr[data-id="${ids[1]}"]`);
    await refused.locator('.field-error').waitFor();
    t.ok((await refused.locator('.field-error').textContent())?.length, 'the upstream\'s words on the refused row');
    t.equal(await dialog.locator('tr[data-id]').count(), 1, 'the shipped row left the dialog');
    t.equal(await refused.locator('.row-batch-value').inputValue(), 'ZT6655443322', 'what was typed for it is kept');
    t.equal(await dialog.locator('#batch-courier').inputValue(), 'ZTO', 'the courier too');
    t.match(await order(ids[0]), { status: 'shipped', tracking_no: 'ZT2233445566' }, 'the other order shipped');
    t.match(await order(ids[1]), { tracking_no: 'SF1000000001' }, 'the refused one keeps the other operator\'s shipment');
    await screen.locator(`tr[data-id="${ids[0]}"]`).waitFor({ state: 'detached' });
    t.pass('the shipped order left the list behind the dialog');

    await dialog.locator('.form-cancel').click();
    await dialog.locator('.discard-changes').click();
    await dialog.waitFor({ state: 'detached' });
  });
}
