/**
 * A record's history in its drawer (docs/oplog.md), in Chromium: a goods changed by two people, the administrator
 * (taken off the shelf) and the operator (renamed), shows both changes, newest first, each as before → after in
 * words (the contract's labels and enum names, no field codes), in zh and in en.
 */
import t from 'tap';
import { GOODS_STATE } from '../../contract/resources/goods.ts';
import { ZONE_ROUTES } from '../../web/src/screens/routes.ts';
import { requireChromium } from '../helpers/browser.ts';
import { adminToken, areaUrl, logIn, newPage, startConsole, switchToEnglish, upstreamReader } from './console.ts';

interface Goods {
  id: number;
  name: string;
  zone: string;
  on_shelf: boolean;
  deleted: boolean;
  state: keyof typeof GOODS_STATE.options;
}

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
  const [admin, operator] = [await adminToken(stack.url), await adminToken(stack.url, 'operator')];
  const read = upstreamReader(stack.url, admin);
  const put = async (token: string, path: string, body: unknown) => {
    const res = await fetch(`${stack.url}${path}`, { method: 'PUT', headers: { token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer = (await res.json()) as { status: number; error?: string };
    if (answer.status !== 0) throw new Error(`${path}: ${answer.error}`);
  };
  // any goods on the shelf: which one depends on the seed's hour, the test needs only that it can be taken off
  const goods = (await read<{ list: Goods[] }>('/api/v2/seller/goods?limit=100')).list.find((g) => g.on_shelf && !g.deleted) as Goods;
  const renamed = `${goods.name}（改名）`;
  await put(admin, `/api/v2/seller/goods/${goods.id}/off_shelf`, {});
  await put(operator, `/api/v2/seller/goods/${goods.id}`, { name: renamed });
  const after = await read<Goods>(`/api/v2/seller/goods/${goods.id}`);
  const path = Object.keys(ZONE_ROUTES).find((p) => ZONE_ROUTES[p] === goods.zone) ?? '/goods/index';

  t.test('the drawer shows who changed what, before → after in words, in zh then en', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    const entries = page.locator('.app-view:not([hidden]) .detail-drawer .history-section .history-entry');
    const texts = async () => {
      await entries.nth(1).waitFor();
      return [await entries.nth(0).innerText(), await entries.nth(1).innerText()];
    };

    await page.goto(areaUrl(stack.url, 'admin', `${path}?open=${goods.id}`));
    const [renaming, offShelf] = await texts();
    t.match(renaming, '运营小李', 'the newest first: the operator');
    t.match(renaming, `商品名称: ${goods.name} → ${renamed}`, 'the name before and after');
    t.match(offShelf, '超级管理员', 'then the administrator');
    t.match(offShelf, '下架');
    if (goods.state !== after.state) t.match(offShelf, `${GOODS_STATE.options[goods.state].zh} → ${GOODS_STATE.options[after.state].zh}`, 'a state by its name');
    t.notMatch(`${renaming}\n${offShelf}`, /on_shelf|\bname\b|\bstate\b/, 'no field codes');

    // the drawer covers the navbar: closed to reach the language menu, opened again by the address
    await page.keyboard.press('Escape');
    await page.locator('.detail-drawer').waitFor({ state: 'detached' });
    await switchToEnglish(page);
    await page.goto(areaUrl(stack.url, 'admin', `${path}?open=${goods.id}`));
    const [renamingEn, offShelfEn] = await texts();
    t.match(renamingEn, `Name: ${goods.name} → ${renamed}`);
    t.match(offShelfEn, 'Take off shelf');
    if (goods.state !== after.state) t.match(offShelfEn, `${GOODS_STATE.options[goods.state].en} → ${GOODS_STATE.options[after.state].en}`);
    t.same(errors, []);
  });
}
