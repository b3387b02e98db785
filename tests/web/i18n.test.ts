import t from 'tap';
import { en } from '../../web/src/i18n/en.ts';
import { zh } from '../../web/src/i18n/zh.ts';
import { createI18n } from '../../web/src/i18n/index.ts';
import { AREA_TEXTS } from '../../web/src/app/screens/texts.ts';
import { addScreenTexts } from '../../web/src/screens/i18n/index.ts';

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof v === 'string') out.set(path, v);
    else for (const [k, s] of leaves(v, path)) out.set(k, s);
  }
  return out;
}

const zhKeys = leaves(zh);
const enKeys = leaves(en);

// English adds the singular of a counted text as `<key>_one` (i18next's plural forms); Chinese has one form
const SINGULAR = /_one$/;

t.test('zh and en have identical key sets, but for the English singulars', async (t) => {
  t.same([...enKeys.keys()].filter((k) => !SINGULAR.test(k)).sort(), [...zhKeys.keys()].sort());
  for (const key of [...enKeys.keys()].filter((k) => SINGULAR.test(k))) t.ok(zhKeys.has(key.replace(SINGULAR, '')), `${key} is the singular of a text zh has`);
  t.ok(zhKeys.size > 50);
});

t.test('English counts read in the singular for one and the plural otherwise', async (t) => {
  const i18n = createI18n('en');
  addScreenTexts(i18n, AREA_TEXTS);
  // the relative times ("1 minute ago") are checked with their thresholds in format.test.ts
  t.equal(i18n.t('screens.export.done', { count: 1 }), '1 row exported');
  t.equal(i18n.t('screens.export.done', { count: 3 }), '3 rows exported');
  t.equal(i18n.t('validation.maxString', { count: 1 }), 'At most 1 character');
  await i18n.changeLanguage('zh');
  t.equal(i18n.t('screens.export.done', { count: 1 }), '已导出 1 条');
});

/** A number's placeholder followed by a plural noun, maybe after one word ("{{count}} selected rows"). */
const NUMBER_BEFORE_PLURAL = /\{\{(\w+)\}\}\s+(?:[a-z]+\s+)?(rows|orders|items|records|characters|jobs|waybills|minutes|hours|days|seconds|payments|SKUs|members|pictures|entries)\b/;
/**
 * Texts whose number is never one: the reason's shortest length (2), a cap shown only below the total matched, the
 * browser's row limit and a page's length limit (constants in the thousands).
 */
const NEVER_ONE = new Set([
  'screens.reason.reject.required', 'screens.reason.fail.required', 'screens.reason.other.required', 'screens.trade.print.view.truncated',
  'jobs.confirm.noTotal', 'screens.content.page.tooLong',
]);

t.test('every English text that counts something has its singular: no "1 rows", no "(s)"', async (t) => {
  const i18n = createI18n('en');
  addScreenTexts(i18n, AREA_TEXTS);
  const all = leaves(i18n.getResourceBundle('en', 'translation'));
  const counted = [...all].filter(([key, text]) => !SINGULAR.test(key) && NUMBER_BEFORE_PLURAL.test(text) && !NEVER_ONE.has(key));
  t.ok(counted.length >= 25, `the counted texts are found (${counted.length})`);
  t.same(counted.filter(([key]) => !all.has(`${key}_one`)).map(([key, text]) => `${key}: ${text}`), [], 'each has a `_one` form');
  t.same([...all].filter(([, text]) => text.includes('(s)')).map(([key]) => key), [], 'no "(s)"');
  // the calls name their number `count`, which picks the form
  t.equal(i18n.t('jobs.select.all', { total: 1, count: 1 }), 'Select the 1 row matching the filter');
  t.equal(i18n.t('jobs.select.all', { total: 2, count: 2 }), 'Select all 2 rows matching the filter');
  t.equal(i18n.t('jobs.badge.running', { count: 1 }), '1 job running');
  t.equal(i18n.t('screens.trade.waybill.balance', { carrier: 'SF', balance: 1, count: 1 }), 'SF (1 waybill left)');
  t.equal(i18n.t('time.minutesAgo', { count: 1 }), '1 minute ago');
  t.equal(i18n.t('time.minutesAgo', { count: 2 }), '2 minutes ago');
  t.equal(i18n.t('screens.trade.print.pick.summary', { orders: 1, skus: 2, quantity: 1 }), '1 order, 2 SKUs, 1 item', 'each number of a sentence with its own form');
});

t.test('every text is filled and uses the same placeholders in both languages', async (t) => {
  const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
  for (const [key, z] of zhKeys) {
    const e = enKeys.get(key) ?? '';
    if (!z.trim() || !e.trim()) t.fail(`empty text ${key}`);
    t.same(placeholders(e), placeholders(z), key);
    const singular = enKeys.get(`${key}_one`);
    if (singular !== undefined) t.same(placeholders(singular).filter((p) => !placeholders(z).includes(p)), [], `${key}_one`);
  }
});

t.test('the spec wordings', async (t) => {
  t.equal(zh.navbar.themeChanged, '换肤成功');
  t.equal(en.navbar.fullscreenUnsupported, 'you browser can not work');
  t.equal(zh.password.required, '请输入密码');
  t.equal(zh.password.length, '长度在 6 到 20 个字符');
  t.equal(zh.password.againRequired, '请再次输入密码');
  t.equal(zh.password.mismatch, '两次输入密码不一致!');
  t.same([zh.password.successTitle, zh.password.successMessage, zh.password.failTitle, zh.password.failMessage], ['成功', '密码已修改', '失败', '操作失败']);
  t.equal(zh.errors.getInfo, 'getInfo: roles must be a non-null array !');
  t.equal(zh.time.justNow, '刚刚');
  t.equal(en.time.dayAgo, '1 day ago');
});
