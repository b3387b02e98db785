/**
 * The marketing area's rules and descriptions without a browser: coupon terms, lottery probabilities, times in
 * order (one policy for the console and the mock), the settings' seeds and schemas, and every route's description.
 */
import t from 'tap';
import { BUSINESS_ROUTES, RESOURCE_ENDPOINTS, RESOURCES } from '../../contract/index.ts';
import { couponInput } from '../../contract/resources/marketing/coupons.ts';
import { lotteryInput } from '../../contract/resources/marketing/lottery.ts';
import { type CouponTerms, centsOf, couponProblems, lotteryProblems } from '../../contract/resources/marketing/rules.ts';
import { consumeClockSetting, MARKETING_SETTING_KEY, MARKETING_SETTING_LABEL, MARKETING_SETTING_SCHEMAS } from '../../contract/resources/marketing/settings.ts';
import { marketingConfig } from '../../mock-upstream/data/marketing/index.ts';
import { marketingScreens } from '../../web/src/areas/marketing/descriptions/index.ts';
import { resolveColumns } from '../../web/src/screens/lib/columns.ts';
import { fieldErrors } from '../../web/src/screens/lib/validation.ts';
import { couponValidity } from '../../web/src/areas/marketing/format.ts';

const terms: CouponTerms = {
  kind: 'amount', amount: '20.00', discount: null, threshold: '100.00', validity: 'range', start_at: '2026-01-01 00:00:00',
  end_at: '2026-02-01 00:00:00', valid_days: null, total: 10, per_limit: 2, scope: 'all', scope_ids: [],
};
const fields = (c: Partial<CouponTerms>) => couponProblems({ ...terms, ...c }).map((p) => p.field);

t.test('coupon terms', async (t) => {
  t.same(fields({}), [], 'a consistent fixed-amount coupon');
  t.same(fields({ threshold: '0.00' }), [], 'no threshold is allowed');
  t.same(fields({ threshold: '19.99' }), ['threshold'], 'a threshold below the amount');
  t.same(fields({ threshold: '20.00' }), [], 'a threshold equal to the amount');
  t.same(fields({ amount: '0.00' }), ['amount']);
  t.same(fields({ kind: 'discount', amount: '0.00', discount: 8.5 }), []);
  for (const discount of [0, 0.05, 9.95, 10, null]) t.same(fields({ kind: 'discount', discount }), ['discount'], `discount ${discount}`);
  t.same(fields({ kind: 'discount', discount: 0.1 }), []);
  t.same(fields({ end_at: '2026-01-01 00:00:00' }), ['end_at'], 'the end must be after the start');
  t.same(fields({ start_at: null, end_at: null }), ['start_at', 'end_at']);
  t.same(fields({ validity: 'days' }), ['valid_days']);
  t.same(fields({ validity: 'days', valid_days: 7, start_at: null, end_at: null }), []);
  t.same(fields({ per_limit: 11 }), ['per_limit'], 'a per-person limit above the total');
  t.same(fields({ scope: 'goods' }), ['scope_ids']);
  t.same(fields({ scope: 'classes', scope_ids: [3] }), []);
  t.equal(centsOf('1234.5'), 123450);
  t.equal(centsOf('-0.07'), -7);
});

t.test('lottery probabilities add up to exactly 100 %, summed in hundredths', async (t) => {
  t.same(lotteryProblems([{ probability: 0.1 }, { probability: 0.2 }, { probability: 99.7 }]), [], 'no float drift');
  t.equal(lotteryProblems([{ probability: 33.33 }, { probability: 33.33 }, { probability: 33.33 }])[0]?.text.zh, '奖品概率合计须为 100%，当前为 99.99%');
  t.equal(lotteryProblems([{ probability: 60 }, { probability: 50 }])[0]?.text.en, "the prizes' probabilities must add up to 100%, they add up to 110%");
});

t.test('the console shows a rule on its field in the current language', async (t) => {
  const t9 = (key: string, params?: Record<string, string | number>) => (key === 'validation.custom' ? String(params?.zh) : key);
  const body = { name: '测试券', kind: 'amount', amount: '20.00', threshold: '10.00', validity: 'range', start_at: '2026-01-01 00:00:00', end_at: '2026-02-01 00:00:00', total: 10, per_limit: 1, scope: 'all' };
  t.same(fieldErrors(couponInput, body, t9), { threshold: '使用门槛不能低于优惠金额' });
  const lottery = {
    name: '抽奖', currency: 'points', draw_cost: 10, daily_limit: 1, start_at: '2026-01-01 00:00:00', end_at: '2026-02-01 00:00:00',
    prizes: [{ name: 'a', kind: 'none', probability: 50, stock: 0 }, { name: 'b', kind: 'points', probability: 40, stock: 9, points: 5 }],
  };
  t.same(fieldErrors(lotteryInput, lottery, t9), { prizes: '奖品概率合计须为 100%，当前为 90%' });
  const clock = { ...(marketingConfig()[MARKETING_SETTING_KEY.consumeClock] as object), window_start: '22:00', window_end: '06:00' };
  t.same(fieldErrors(consumeClockSetting, clock, t9), { window_end: '结束时间必须晚于开始时间' });
});

t.test('settings: seeds pass their schemas; each key is saved only with its route label', async (t) => {
  const seeded = marketingConfig();
  const labels = new Set(BUSINESS_ROUTES.map((r) => r.label));
  for (const [key, schema] of Object.entries(MARKETING_SETTING_SCHEMAS)) {
    t.ok(schema.safeParse(seeded[key]).success, `${key} seed`);
    t.ok(labels.has(MARKETING_SETTING_LABEL[key]), `${key}: ${MARKETING_SETTING_LABEL[key]} is a route label`);
  }
});

t.test('every marketing route is described; its resource is read with the route label', async (t) => {
  const groups = ['/coupon/', '/marketingSection/', '/lottery/', '/pyqyx/', '/Jibe/', '/consumeClock/', '/signIn/', '/signinSector/'];
  const routes = BUSINESS_ROUTES.filter((r) => groups.some((g) => r.path.startsWith(g)));
  t.equal(routes.length, 29);
  for (const route of routes) {
    const desc = marketingScreens[route.path]?.();
    t.ok(desc, `${route.path} described`);
    if (desc?.kind === 'list' || desc?.kind === 'audit') {
      const def = RESOURCES[desc.resource];
      t.equal(def.permission.read, route.label, `${route.path}: read with ${route.label}`);
      if (desc.editor) t.ok(def.create, `${route.path}: an editor creates`);
      const columns = resolveColumns(def, desc.columns);
      t.ok(columns.every((c) => c.title.zh && c.title.en), `${route.path}: every column has zh and en titles`);
      for (const name of desc.rowActions) t.ok(['view', 'edit', 'delete'].includes(name) || def.actions?.[name], `${route.path}: row action ${name}`);
      for (const name of desc.bulk ?? []) t.ok(RESOURCE_ENDPOINTS[desc.resource].batch[name], `${route.path}: bulk ${name}`);
      for (const [name, form] of Object.entries(desc.actionForms ?? {})) {
        for (const f of form) t.ok(f.name in (def.actions?.[name]?.body?.shape ?? {}), `${route.path}: ${name} field ${f.name}`);
      }
      for (const f of desc.form ?? []) t.ok(f.name in (def.create?.shape ?? {}), `${route.path}: form field ${f.name}`);
      for (const name of desc.filters ?? []) {
        t.ok(def.filters.some((f) => (f.kind === 'keyword' ? f.param : f.field) === name), `${route.path}: filter ${name}`);
      }
    }
  }
});

t.test("a coupon's validity: whole days as days, a time only where the window starts or ends within a day", async (t) => {
  const fixed = { id: 1, validity: 'fixed', start_at: '2026-12-01 00:00:00', end_at: '2026-12-31 23:59:59' };
  t.equal(couponValidity(fixed, 'zh'), '2026-12-01 至 2026-12-31');
  t.equal(couponValidity({ ...fixed, start_at: '2026-12-01 10:30:00' }, 'en'), '2026-12-01 10:30 to 2026-12-31');
  t.equal(couponValidity({ ...fixed, end_at: '2026-12-31 18:00:30' }, 'zh'), '2026-12-01 至 2026-12-31 18:00:30');
  t.equal(couponValidity({ ...fixed, end_at: '2026-12-31 00:00:00' }, 'zh'), '2026-12-01 至 2026-12-31 00:00', "an end at a day's first second is not that whole day");
  t.equal(couponValidity({ id: 2, validity: 'days', valid_days: 7 }, 'zh'), '领取后 7 天内有效');
});
