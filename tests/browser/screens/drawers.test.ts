/**
 * The designed record drawers (docs/drawers.md) in Chromium: each kind's header names the record (identity, state as
 * labels, its work's first actions), its sections come in the design's order, no raw code shows (no `{`, no enum code,
 * no bare id), phones are masked with a reveal for roles that may open members, a review drawer carries its
 * checklist; an operator, who may not open a member's detail, sees no link to it and no reveal; axe finds nothing
 * critical or serious in a drawer, in zh and en.
 */
import t from 'tap';
import { requireChromium } from '../../helpers/browser.ts';
import { axeViolations } from '../a11y-scan.ts';
import { go, logIn, newPage, startConsole, switchToEnglish } from '../console.ts';
import { openFirstDrawer, rowsOf, view } from './helpers.ts';
import { clickRowAction } from '../rowActions.ts';

/**
 * A code a user must never read as text: an enum value or a field key in snake case (to_ship, refund_only, order_no),
 * which no label of either language is.
 */
const CODES = /\b[a-z]+_[a-z_]+\b/;

interface Design {
  path: string;
  /** The sections' titles, in order, in zh then en. */
  sections: [string[], string[]];
  /** The state labels' fields. */
  state: string[];
}

const DESIGNS: Design[] = [
  { path: '/goods/index', state: ['state', 'audit_state'], sections: [['价格与库存', '规格库存', '图片', '展示'], ['Price and stock', 'Stock per SKU', 'Pictures', 'Display']] },
  { path: '/other/auth', state: ['audit_state'], sections: [['审核清单', '价格与库存', '规格库存', '图片'], ['Review checklist', 'Price and stock', 'Stock per SKU', 'Pictures']] },
  { path: '/order/index', state: ['status', 'type'], sections: [['订单进度', '买家', '收货', '商品与金额'], ['Progress', 'Buyer', 'Delivery', 'Items and amounts']] },
  { path: '/afterSale/index', state: ['status', 'type'], sections: [['商品', '申请信息', '买家'], ['Goods', 'Request', 'Buyer']] },
  { path: '/withDraw/index', state: ['status'], sections: [['到账', '申请人', '收款', '处理', '申请人资产流水'], ['Paid out', 'Applicant', 'Payee', 'Handling', "Applicant's ledger"]] },
  { path: '/memberList/list', state: ['status', 'vip_level'], sections: [['联系', '推荐', '资产'], ['Contact', 'Referral', 'Holdings']] },
  { path: '/store/alllist', state: ['status', 'category'], sections: [['联系', '经营'], ['Contact', 'Business']] },
  { path: '/offlineStore/list', state: ['status'], sections: [['位置与营业', '核销员', '审核'], ['Place and hours', 'Verifiers', 'Review']] },
  { path: '/store/check', state: ['status', 'category'], sections: [['审核清单', '联系', '资质图片'], ['Review checklist', 'Contact', 'Licence pictures']] },
  { path: '/withDraw/d_score', state: ['status'], sections: [['到账', '申请人', '收款', '处理', '申请人资产流水'], ['Paid out', 'Applicant', 'Payee', 'Handling', "Applicant's ledger"]] },
  { path: '/withDraw/seller', state: ['status'], sections: [['到账', '申请人', '收款', '处理'], ['Paid out', 'Applicant', 'Payee', 'Handling']] },
  { path: '/store/storePayout', state: ['status'], sections: [['店铺', '收款', '处理'], ['Shop', 'Payee', 'Handling']] },
];

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);

  for (const lang of ['zh', 'en'] as const) {
    t.test(`each designed drawer: header, sections, no raw code (${lang})`, async (t) => {
      const { context, page, errors } = await newPage(browser);
      t.teardown(() => context.close());
      await logIn(page, stack.url, 'admin', 'admin');
      if (lang === 'en') await switchToEnglish(page);
      for (const design of DESIGNS) {
        const drawer = await openFirstDrawer(page, design.path);
        const head = drawer.locator('.drawer-head-designed');
        t.ok(((await head.locator('h3').textContent()) ?? '').trim().length > 0, `${design.path}: the header names the record`);
        for (const field of design.state) t.equal(await head.locator(`.drawer-state [data-field=${field}] .label`).count(), 1, `${design.path}: ${field} as a label`);
        t.equal(await head.evaluate((el) => getComputedStyle(el).position), 'sticky', `${design.path}: the header stays in view`);
        const titles = await drawer.locator('.detail-section > h4').allInnerTexts();
        const wanted = design.sections[lang === 'zh' ? 0 : 1];
        t.same(titles.filter((title) => wanted.includes(title)), wanted, `${design.path}: sections in order (${titles.join(' | ')})`);
        const text = await drawer.innerText();
        t.notMatch(text, /[{}]/, `${design.path}: no JSON`);
        t.notMatch(text, CODES, `${design.path}: no enum code`);
        const labels = await drawer.locator('table.detail-fields tr > td:first-child').allInnerTexts();
        t.same(labels.filter((label, i) => labels.indexOf(label) !== i), [], `${design.path}: no field twice`);
        t.notOk(labels.some((label) => /ID$/.test(label) || label.endsWith('ID')), `${design.path}: no id field`);
        t.same(await axeViolations(page, `${design.path} drawer (${lang})`, '.detail-drawer'), [], `${design.path}: axe finds nothing critical or serious (${lang})`);
        await drawer.locator('.drawer-close').click();
        await drawer.waitFor({ state: 'detached' });
      }
      t.same(errors, [], 'no page error');
    });
  }

  t.test('the review drawer: decisions in the header, a checklist that counts', async (t) => {
    const { context, page } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    await go(page, '/other/auth');
    const screen = view(page, '/other/auth');
    await rowsOf(screen);
    await screen.locator('.status-tabs .item', { hasText: '待审核' }).click();
    await screen.locator('.status-tabs .item.active', { hasText: '待审核' }).waitFor();
    const rows = await rowsOf(screen);
    await clickRowAction(rows.first(), 'view');
    const drawer = page.locator('.detail-drawer');
    const head = drawer.locator('.drawer-head-designed');
    await head.waitFor();
    t.same(await head.locator('.drawer-primary [data-action]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.action)), ['approve', 'reject'], 'approve and reject at the top');
    const checks = drawer.locator('.review-checklist input[type=checkbox]');
    t.equal(await checks.count(), 4);
    await drawer.locator('.review-checklist label').first().click();
    await drawer.locator('.review-checklist label').nth(2).click();
    t.equal(await drawer.locator('.checklist-count').innerText(), '已核对 2/4 项');
    t.equal(await drawer.locator('.gallery-cell .thumb-button').count() > 0 || (await drawer.locator('[data-section=Pictures]').innerText()).includes('-'), true, 'the gallery as thumbnails');
  });

  t.test('phones: masked, revealed for the admin; the operator sees neither a reveal nor a member link', async (t) => {
    const admin = await newPage(browser);
    t.teardown(() => admin.context.close());
    await logIn(admin.page, stack.url, 'admin', 'admin');
    let drawer = await openFirstDrawer(admin.page, '/withDraw/index');
    const phone = drawer.locator('[data-field=member_mobile] .masked-phone');
    const masked = await phone.locator('.phone-number').innerText();
    t.match(masked, /^\d{3}\*{4}\d{4}$/, `masked: ${masked}`);
    await phone.locator('.phone-reveal').click();
    t.match(await phone.locator('.phone-number').innerText(), /^\d{11}$/, 'shown in full on request');
    t.equal(await drawer.locator('[data-field=member_name] a.member-link').count(), 1, 'the applicant links to the member');

    const operator = await newPage(browser);
    t.teardown(() => operator.context.close());
    await logIn(operator.page, stack.url, 'admin', 'operator');
    drawer = await openFirstDrawer(operator.page, '/memberList/list');
    t.match(await drawer.locator('[data-field=mobile] .phone-number').innerText(), /\*{4}/, 'the operator reads the phone masked');
    t.equal(await drawer.locator('.phone-reveal').count(), 0, 'with no reveal');
    t.equal(await drawer.locator('.open-member-detail').count(), 0, 'and no link to the member detail it may not open');
    t.equal(await drawer.locator('a[href*="listItem"]').count(), 0);
  });
}
