/**
 * The order drawer and the warehouse's export, as admin in Chromium: an order's progress is a row of steps in order
 * with the current one marked, its sections are spaced and no field is shown twice (zh and en); an after-sale about
 * the goods shows the buyer's evidence pictures, a refund-only one says nothing of return shipping; an order list
 * exports one row per goods line with the SKU, the quantity and the receiver's address in its own columns.
 */
import type { Locator } from 'playwright-core';
import t, { type Test } from 'tap';
import { requireChromium } from '../../helpers/browser.ts';
import { adminToken, go, loggedInConsole, switchToEnglish } from '../console.ts';
import { reloading, rowsOf, toastSaying, view, xlsxCells } from './helpers.ts';
import { clickRowAction } from '../rowActions.ts';

interface OrderRow {
  id: number;
  order_no: string;
  created_at: string;
  receiver_name: string;
  receiver_mobile: string;
  receiver_address: string;
  receiver_province: string;
  receiver_city: string;
  receiver_district: string;
  receiver_detail: string;
  items: { name: string; sku_spec: string; sku_code: string; quantity: number; price: string; amount: string }[];
}
interface AfterSaleRow {
  after_sale_no: string;
  type: string;
  in_store: boolean;
  pictures: string[];
}

if (requireChromium(t)) {
  const { stack, page, errors } = await loggedInConsole(t);
  const token = await adminToken(stack.url);
  /** Every row a list call gives for a query, page by page, as the upstream answers it. */
  async function listed<R>(path: string, query: Record<string, string>): Promise<R[]> {
    const rows: R[] = [];
    for (let page = 1; ; page++) {
      const response = await fetch(`${stack.url}${path}?${new URLSearchParams({ ...query, page: String(page), limit: '500' })}`, { headers: { token } });
      const body = (await response.json()) as { data: { list: R[]; total: number } };
      rows.push(...body.data.list);
      if (body.data.list.length === 0 || rows.length >= body.data.total) return rows;
    }
  }

  /** Opens the drawer of the one row a keyword filter leaves. */
  async function drawerOf(path: string, filter: string, value: string): Promise<Locator> {
    await go(page, path);
    const screen = view(page, path);
    await rowsOf(screen);
    await screen.locator(`#${filter}`).fill(value);
    const rows = await reloading(screen, () => screen.locator('.filter-search').click());
    await clickRowAction(rows.first(), 'view');
    const drawer = page.locator('.detail-drawer');
    await drawer.waitFor();
    return drawer;
  }

  /** The labels of every definition row in the drawer: its facts and its sections'. */
  const labels = (drawer: Locator) => drawer.locator('table.definition tr > td:first-child').allInnerTexts();

  async function checkOrderDrawer(t: Test, drawer: Locator, order: OrderRow, steps: string[]) {
    const items = drawer.locator('.order-steps > li');
    t.same(await items.evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.step)), ['placed', 'paid', 'shipped', 'received'], 'the steps in order');
    t.same(await items.allInnerTexts().then((texts) => texts.map((s) => s.split('\n').find((line) => /\D/.test(line) && line !== '✓'))), steps, 'with their names');
    t.same(await drawer.locator('.order-steps > li[aria-current=step]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.step)), ['shipped'], 'one current step: shipped');
    t.equal(await drawer.locator('.order-steps .step.completed').count(), 3, 'placed, paid, shipped reached');
    // drawn as a row of steps: side by side, left to right
    const boxes = await items.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y })));
    t.ok(boxes.every((b, i) => i === 0 || (b.x > boxes[i - 1].x && Math.abs(b.y - boxes[0].y) < 2)), 'side by side');
    // each connector line (the step's ::before) runs between the circles, through neither
    const crossings = await items.evaluateAll((els) =>
      els.slice(1).flatMap((el, i) => {
        const line = getComputedStyle(el, '::before');
        const step = el.getBoundingClientRect();
        const from = step.left + Number.parseFloat(line.left);
        const to = from + Number.parseFloat(line.width);
        const circles = [els[i], el].map((each) => (each.querySelector('.step-marker') as HTMLElement).getBoundingClientRect());
        return circles.filter((c) => from < c.right && to > c.left).map((c) => `line ${Math.round(from)}-${Math.round(to)} crosses ${Math.round(c.left)}-${Math.round(c.right)}`);
      }),
    );
    t.same(crossings, [], 'the connector lines run between the step circles');
    const lineWidths = await items.evaluateAll((els) => els.slice(1).map((el) => Number.parseFloat(getComputedStyle(el, '::before').width)));
    t.ok(lineWidths.every((w) => w >= 8), `and are drawn: ${lineWidths.map(Math.round).join(', ')} px`);
    const seen = await labels(drawer);
    t.same(seen.filter((label, i) => seen.indexOf(label) !== i), [], `no label twice: ${seen.join(' | ')}`);
    const text = await drawer.innerText();
    t.equal(text.split(order.receiver_address).length - 1, 1, 'the address once');
    t.equal(text.split(order.order_no).length - 1, 1, 'the order no. in the header only');
    // the sections stand apart: a gap above each one's header
    const gaps = await drawer.locator('.detail-section').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top - (el.previousElementSibling?.getBoundingClientRect().bottom ?? 0)));
    t.ok(gaps.every((g) => g >= 16), `sections spaced: ${gaps.map(Math.round).join(', ')} px`);
  }

  const [shipped] = await listed<OrderRow>('/api/v2/seller/orders', { type: 'normal', status: 'shipped' });

  t.test('the order drawer: steps, spaced sections, nothing twice', async (t) => {
    const drawer = await drawerOf('/order/index', 'filter-order_no', shipped.order_no);
    await checkOrderDrawer(t, drawer, shipped, ['下单', '付款', '发货', '收货']);
    await page.screenshot({ path: '/tmp/order-drawer-zh.png' });
    await drawer.locator('.drawer-close').click();
  });

  t.test('after-sales: the evidence pictures; no return shipping on a refund only', async (t) => {
    const requests = (await listed<AfterSaleRow>('/api/v2/seller/after_sales', { in_store: 'false' })).filter((a) => !a.in_store);
    const withPictures = requests.find((a) => a.type === 'return_refund' && a.pictures.length > 1);
    const refundOnly = requests.find((a) => a.type === 'refund_only');
    if (!withPictures || !refundOnly) throw new Error('the demo has after-sales of both kinds');

    let drawer = await drawerOf('/afterSale/index', 'filter-keyword', withPictures.after_sale_no);
    const pictures = drawer.locator('.evidence-pictures img');
    t.same(await pictures.evaluateAll((imgs) => imgs.map((img) => new URL((img as HTMLImageElement).src).pathname)), withPictures.pictures, 'the buyer’s pictures, in order');
    await pictures.last().scrollIntoViewIfNeeded();
    t.ok(await pictures.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)), 'and they load');
    t.equal(await drawer.locator('[data-section="Return shipment"]').count(), 1, 'a return has its shipment section');
    await drawer.locator('.drawer-close').click();

    drawer = await drawerOf('/afterSale/index', 'filter-keyword', refundOnly.after_sale_no);
    await drawer.locator('.after-sale-request').waitFor();
    t.equal(await drawer.locator('[data-section="Return shipment"]').count(), 0, 'no return shipment section');
    t.equal(await drawer.locator('[data-field=return_courier], [data-field=return_tracking_no]').count(), 0, 'no return courier or tracking number among the facts');
    t.notMatch(await drawer.innerText(), /退货/, 'nothing about sending goods back');
    t.match(await drawer.locator('.after-sale-request').innerText(), /凭证图片\s+买家未上传凭证图片/, 'and it says no pictures were sent');
    await page.screenshot({ path: '/tmp/after-sale-refund-only.png' });
    await drawer.locator('.drawer-close').click();
  });

  t.test('export by goods line: one row per line, SKU, quantity, receiver and address columns', async (t) => {
    await go(page, '/order/index');
    const screen = view(page, '/order/index');
    await rowsOf(screen);
    await reloading(screen, () => screen.locator('[data-tab=to_ship]').click());
    const orders = await listed<OrderRow>('/api/v2/seller/orders', { type: 'normal', status: 'to_ship' });
    const lineCount = orders.reduce((n, o) => n + o.items.length, 0);
    t.ok(lineCount > orders.length, `some orders have several lines (${orders.length} orders, ${lineCount} lines)`);

    await screen.locator('.export-button').click();
    t.same(await screen.locator('.export-choice').allInnerTexts(), ['按订单', '按商品明细'], 'two exports on offer');
    const [download] = await Promise.all([page.waitForEvent('download'), screen.locator('.export-choice[data-export=lines]').click()]);
    t.match(download.suggestedFilename(), /^普通订单-商品明细-\d{8}-\d{4}\.xlsx$/);
    await toastSaying(page, `已导出 ${lineCount} 条`);
    const rows = await xlsxCells(download);
    const header = Object.values(rows[0]).map((c) => c.value);
    t.same(header, ['订单号', '下单时间', '订单状态', '商品名称', 'SKU 规格', 'SKU 编码', '数量', '单价', '小计', '收货人', '收货人电话', '省', '市', '区/县', '详细地址', '收货地址']);
    t.equal(rows.length - 1, lineCount, 'one row per goods line');
    const at = (title: string) => Object.keys(rows[0])[header.indexOf(title)];
    const value = (row: Record<string, { value: string }>, title: string) => row[at(title)]?.value ?? '';
    // every line of every order, as the upstream has it
    const expected = orders.flatMap((o) => o.items.map((i) => [o.order_no, i.name, i.sku_spec, i.sku_code, String(i.quantity), o.receiver_name, o.receiver_mobile, o.receiver_province, o.receiver_city, o.receiver_district, o.receiver_detail, o.receiver_address].join('|')));
    const got = rows.slice(1).map((r) => ['订单号', '商品名称', 'SKU 规格', 'SKU 编码', '数量', '收货人', '收货人电话', '省', '市', '区/县', '详细地址', '收货地址'].map((h) => value(r, h)).join('|'));
    t.same([...got].sort(), [...expected].sort(), 'each line with its SKU, quantity, receiver and address parts');
    t.ok(rows.slice(1).every((r) => r[at('数量')].type === undefined && r[at('单价')].format === '"¥"#,##0.00'), 'quantities and prices are numbers');
    t.ok(rows.slice(1).every((r) => value(r, '省') && value(r, '区/县') && value(r, '收货地址').startsWith(value(r, '省'))), 'every address split into its parts');

    await screen.locator('.export-button').click();
    await screen.locator('.export-choice[data-export=records]').waitFor({ state: 'visible', timeout: 5000 });
    const [byOrder] = await Promise.all([page.waitForEvent('download'), screen.locator('.export-choice[data-export=records]').click()]);
    t.match(byOrder.suggestedFilename(), /^普通订单-\d{8}-\d{4}\.xlsx$/);
    t.equal((await xlsxCells(byOrder)).length - 1, orders.length, 'by order: one row per order, as before');
  });

  t.test('the order drawer in English', async (t) => {
    await switchToEnglish(page);
    const drawer = await drawerOf('/order/index', 'filter-order_no', shipped.order_no);
    await checkOrderDrawer(t, drawer, shipped, ['Placed', 'Paid', 'Shipped', 'Received']);
    await page.screenshot({ path: '/tmp/order-drawer-en.png' });
    await drawer.locator('.drawer-close').click();
    t.same(errors, [], 'no page error');
  });
}
