/**
 * An edit keeps the rules between fields a create keeps: every update schema carries its create schema's rule, so an
 * edit form refuses a reversed window (or hours, or prices) on the field before sending, in zh and en, as the create
 * form does. A patch is checked when it carries the fields a rule compares; one carrying only one of them passes the
 * schema (the mock checks it against the record: tests/mock/update-rules.test.ts).
 */
import t from 'tap';
import { z } from 'zod';
import { ruleText } from '../../contract/formats.ts';
import type { Text } from '../../contract/i18n.ts';
import { RESOURCES } from '../../contract/index.ts';
import { isPatch } from '../../contract/resource.ts';
import { describeError } from '../../mock-upstream/validation.ts';
import { fieldErrors } from '../../web/src/screens/lib/validation.ts';
import { tr } from '../screens/screenTexts.ts';

type Name = keyof typeof RESOURCES;

const WINDOW_TEXT = { zh: '必须晚于开始时间', en: 'must be after the start' };
const MARKETING_ORDER = { zh: '结束时间必须晚于开始时间', en: 'the end must be after the start' };
const window = { start_at: '2026-12-01 00:00:00', end_at: '2026-12-31 23:59:59' };
const reversedWindow = { start_at: '2026-12-31 23:59:59', end_at: '2026-12-01 00:00:00' };

interface Case {
  resources: Name[];
  /** A patch breaking the rule, the field it lands on and the rule's words. */
  broken: Record<string, unknown>;
  field: string;
  text: Text;
  /** Patches the schema takes: the same fields in order, and each compared field alone (checked by the mock). */
  valid: Record<string, unknown>[];
}

const CASES: Case[] = [
  {
    resources: ['offlineStores'],
    broken: { open_time: '21:00', close_time: '09:00' },
    field: 'close_time',
    text: { zh: '必须晚于开门时间', en: 'must be after the opening time' },
    valid: [{ open_time: '09:00', close_time: '21:00' }, { open_time: '23:00' }, { close_time: '01:00' }, { name: '西湖店' }],
  },
  {
    resources: ['bannerSlides', 'activityBanners', 'appIcons', 'posters', 'recommendSlots', 'rainSessions', 'rainCampaigns', 'bargainCampaigns', 'specialTopics'],
    broken: reversedWindow,
    field: 'end_at',
    text: WINDOW_TEXT,
    valid: [window, { start_at: reversedWindow.start_at }, { end_at: reversedWindow.end_at }],
  },
  {
    resources: ['bannerSlides'],
    broken: { ...window, end_at: window.start_at },
    field: 'end_at',
    text: WINDOW_TEXT,
    valid: [],
  },
  {
    resources: ['groupBuys', 'flashSales', 'lotteryActivities'],
    broken: reversedWindow,
    field: 'end_at',
    text: MARKETING_ORDER,
    valid: [window, { start_at: reversedWindow.start_at }, { end_at: reversedWindow.end_at }],
  },
  {
    resources: ['groupBuys'],
    broken: { slot_start: '20:00', slot_end: '08:00' },
    field: 'slot_end',
    text: MARKETING_ORDER,
    valid: [{ slot_start: '08:00', slot_end: '20:00' }, { slot_start: '23:00' }, { slot_end: '00:30' }, { slot_start: '20:00', slot_end: null }],
  },
  {
    resources: ['coupons', 'newCoupons'],
    broken: { validity: 'range', ...reversedWindow },
    field: 'end_at',
    text: MARKETING_ORDER,
    valid: [{ validity: 'range', ...window }, reversedWindow, { validity: 'days', valid_days: 7, start_at: null, end_at: null }],
  },
  {
    resources: ['coupons', 'newCoupons'],
    broken: { total: 10, per_limit: 20 },
    field: 'per_limit',
    text: { zh: '每人限领不能超过发放总量', en: 'the per-person limit must not exceed the total' },
    valid: [{ total: 20, per_limit: 20 }, { per_limit: 20 }, { total: 1 }],
  },
  {
    resources: ['coupons'],
    broken: { kind: 'amount', amount: '20.00', threshold: '10.00' },
    field: 'threshold',
    text: { zh: '使用门槛不能低于优惠金额', en: 'the threshold must not be below the amount' },
    valid: [{ kind: 'amount', amount: '10.00', threshold: '20.00' }, { threshold: '1.00' }, { amount: '50.00' }],
  },
  {
    resources: ['referralRewards'],
    broken: { rate_percent: 0, amount: '0.00' },
    field: 'amount',
    text: { zh: '不能与奖励比例同时为 0', en: 'cannot be 0 while the rate is 0' },
    valid: [{ rate_percent: 0, amount: '5.00' }, { rate_percent: 0 }, { amount: '0.00' }],
  },
  {
    // the goods' prices are their SKUs' (each SKU's market price checked on its own); the rule between fields is
    // that the SKUs are the specs' product
    resources: ['goods'],
    broken: { specs: [{ name: '颜色', values: ['红', '蓝'] }], skus: [{ values: ['红'], price: '10.00', market_price: '20.00', stock: 1 }] },
    field: 'skus',
    text: { zh: '缺少规格组合：蓝', en: 'the combination 蓝 has no SKU' },
    valid: [
      { specs: [{ name: '颜色', values: ['红'] }], skus: [{ values: ['红'], price: '10.00', market_price: '20.00', stock: 1 }] },
      { specs: [{ name: '颜色', values: ['红', '蓝'] }] },
      { skus: [{ values: ['红'], price: '10.00', market_price: '20.00', stock: 1 }] },
    ],
  },
];

for (const c of CASES) {
  for (const name of c.resources) {
    t.test(`${name}: an edit is refused as a create is (${c.field})`, async (t) => {
      const update = RESOURCES[name].update as z.ZodType;
      t.ok(isPatch(update), 'the update is a patch');
      const result = update.safeParse(c.broken);
      t.notOk(result.success, 'the broken patch is refused');
      const issue = result.error?.issues.find((i) => i.path.join('.') === c.field);
      t.ok(issue, `on ${c.field}`);
      t.same(issue && ruleText(issue), c.text, 'in the create rule’s words, zh and en');
      // the console's form message, on the field, in each language
      const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
      t.equal(fieldErrors(update, c.broken, tr.zh)[c.field], capital(c.text.zh), 'the zh form shows it on the field');
      t.equal(fieldErrors(update, c.broken, tr.en)[c.field], capital(c.text.en), 'the en form shows it on the field');
      // the mock's refusal: the field's name, then the words
      if (result.error) {
        const first = new z.ZodError(result.error.issues.filter((i) => i === issue));
        t.equal(describeError(first, 'zh', c.broken), `${c.field} ${c.text.zh}`);
        t.equal(describeError(first, 'en', c.broken), `${c.field} ${c.text.en}`);
      }
      for (const patch of c.valid) t.ok(update.safeParse(patch).success, `takes ${JSON.stringify(patch)}`);
    });
  }
}

t.test('every resource whose create has a rule between fields has it on its update too', async (t) => {
  const checks = (schema: unknown) => ((schema as z.ZodType | undefined)?._zod.def.checks ?? []).length;
  // an administrator's edit carries no password: the rule comparing the two is the reset_password action's
  const noFieldsToCompare = new Set<string>(['adminUsers']);
  const covered = new Set(CASES.flatMap((c) => c.resources));
  for (const [name, def] of Object.entries(RESOURCES)) {
    if (!def.create || !def.update || checks(def.create) === 0 || noFieldsToCompare.has(name)) continue;
    t.ok(checks(def.update) > 0, `${name}: the update carries the create's rule`);
    t.ok(covered.has(name as Name), `${name}: a case above breaks it`);
  }
});

t.test('a lottery edit keeps the prizes adding up to 100%', async (t) => {
  const update = RESOURCES.lotteryActivities.update as z.ZodType;
  const prize = { name: '谢谢参与', kind: 'none', probability: 40, stock: 0 };
  const result = update.safeParse({ prizes: [prize, prize] });
  t.notOk(result.success);
  const [issue] = result.error?.issues ?? [];
  t.same(issue?.path, ['prizes']);
  t.match(issue && ruleText(issue), { zh: /合计须为 100%，当前为 80%/, en: /add up to 100%, they add up to 80%/ });
});
