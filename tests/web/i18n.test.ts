import t from 'tap';
import { en } from '../../web/src/i18n/en.ts';
import { zh } from '../../web/src/i18n/zh.ts';
import { createI18n } from '../../web/src/i18n/index.ts';
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
  addScreenTexts(i18n);
  // the relative times ("1 minute ago") are checked with their thresholds in format.test.ts
  t.equal(i18n.t('screens.export.done', { count: 1 }), '1 row exported');
  t.equal(i18n.t('screens.export.done', { count: 3 }), '3 rows exported');
  t.equal(i18n.t('validation.maxString', { count: 1 }), 'At most 1 character');
  await i18n.changeLanguage('zh');
  t.equal(i18n.t('screens.export.done', { count: 1 }), '已导出 1 条');
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
