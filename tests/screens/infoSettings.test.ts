/**
 * The /infoManagement settings screens: every route is a settings description over its own config key, each schema
 * accepts the mock's seeded values and refuses out-of-range values and out-of-order fields on the field at fault, in
 * the console's words (zh and en) and the mock's (zh and en, naming the field).
 */
import t from 'tap';
import type { z } from 'zod';
import { INFO_SETTINGS, type InfoSetting } from '../../contract/resources/infoSettings/index.ts';
import { infoSettingsConfig } from '../../mock-upstream/data/infoSettings/index.ts';
import { describeError } from '../../mock-upstream/validation.ts';
import { descriptionOf } from '../../web/src/app/screens/descriptions.ts';
import type { SettingsDescription } from '../../web/src/screens/descriptions/types.ts';
import { tr } from './screenTexts.ts';
import { valuesOf } from '../../web/src/screens/parts/formValues.ts';
import { coerce, fieldErrors } from '../../web/src/screens/lib/validation.ts';

const ROUTES = Object.keys(INFO_SETTINGS).map((name) => `/infoManagement/${name}`);
const defaults = infoSettingsConfig();


function settingsOf(path: string): { desc: SettingsDescription; setting: InfoSetting } {
  const desc = descriptionOf(path);
  if (desc?.kind !== 'settings') throw new Error(`${path} is not a settings screen`);
  const setting = INFO_SETTINGS[path.split('/')[2] as keyof typeof INFO_SETTINGS];
  return { desc, setting };
}

/** The seeded values with one dotted field replaced. */
function withValue(values: unknown, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(values) as Record<string, unknown>;
  const keys = path.split('.');
  let node = copy;
  for (const k of keys.slice(0, -1)) node = node[k] as Record<string, unknown>;
  node[keys[keys.length - 1]] = value;
  return copy;
}

const mockSays = (schema: z.ZodType, value: unknown, lang: 'zh' | 'en') => {
  const parsed = schema.safeParse(value);
  return parsed.success ? '' : describeError(parsed.error, lang, value);
};

t.test('21 routes, each a settings screen over its own config key, that edits every seeded value', async (t) => {
  t.equal(ROUTES.length, 21);
  const keys = new Set<string>();
  for (const path of ROUTES) {
    const { desc, setting } = settingsOf(path);
    keys.add(desc.configKey);
    t.equal(desc.configKey, setting.key, `${path}: its key`);
    t.ok(desc.schema.safeParse(defaults[desc.configKey]).success, `${path}: the seeded values pass`);
    const names = desc.sections.flatMap((s) => s.fields.map((f) => f.name));
    t.same([...names].sort(), Object.keys(setting.fields).sort(), `${path}: every field once`);
    t.equal(new Set(names).size, names.length, `${path}: no field twice`);
    for (const n of names) t.ok(setting.titles[n]?.zh && setting.titles[n]?.en, `${path}: ${n} has zh and en titles`);
    // the form's body of the seeded values is exactly what is stored
    const initial = Object.fromEntries(desc.sections.flatMap((s) => s.fields).map((f) => [f.name.replaceAll('.', '__'), formText(defaults[desc.configKey], f.name)]));
    t.same(valuesOf(desc.sections.flatMap((s) => s.fields), initial), defaults[desc.configKey], `${path}: the form round-trips its values`);
  }
  t.equal(keys.size, 21, 'no two routes share a key');
});

/** What an input shows for a stored value (a checkbox holds a boolean). */
function formText(values: unknown, path: string): string | boolean {
  let v = values;
  for (const k of path.split('.')) v = (v as Record<string, unknown>)[k];
  return typeof v === 'boolean' ? v : String(v);
}

t.test('shared screens are one description with variants, and groups are shared where the business is', async (t) => {
  const share = settingsOf('/infoManagement/share').desc;
  const dScore = settingsOf('/infoManagement/dScore').desc;
  t.not(share.configKey, dScore.configKey, 'each variant keeps its own values');
  const last = (d: SettingsDescription) => d.sections[d.sections.length - 1].fields.map((f) => f.name);
  t.same(last(share), last(dScore), 'the share reward is the same rule on both');
  const window = (path: string) => settingsOf(path).desc.sections.find((s) => s.fields.some((f) => f.name === 'end_time'))?.title.zh;
  t.same(['/infoManagement/setting', '/infoManagement/asset', '/infoManagement/shopSetting', '/infoManagement/read'].map(window), ['客服时间', '提现受理时间', '营业时间', '奖励时段']);
  const fields = ROUTES.map((p) => JSON.stringify(settingsOf(p).desc.sections.map((s) => s.fields.map((f) => f.name))));
  t.equal(new Set(fields).size, 21, 'no two screens have the same form');
});

/** A value just outside each field's range, by how it is typed. */
function outOfRange(input: string, schema: z.ZodType): { value: unknown; zh: string; en: string } | undefined {
  if (input === 'decimal') return { value: 100.5, zh: '不能大于 100', en: 'At most 100' };
  if (input === 'money') return { value: '-1.00', zh: '不能为负数', en: 'Cannot be negative' };
  if (input === 'int') {
    const min = (schema as z.ZodNumber).minValue ?? 0;
    return { value: min - 1, zh: `不能小于 ${min}`, en: `At least ${min}` };
  }
  return undefined;
}

t.test('every rate, amount and count refuses a value out of range, named on its field', async (t) => {
  let checked = 0;
  for (const path of ROUTES) {
    const { desc, setting } = settingsOf(path);
    for (const field of desc.sections.flatMap((s) => s.fields)) {
      const bad = outOfRange(field.input, setting.fields[field.name].schema);
      if (!bad) continue;
      checked++;
      const values = withValue(defaults[desc.configKey], field.name, bad.value);
      t.same(fieldErrors(desc.schema, values, tr.zh), { [field.name]: bad.zh }, `${path} ${field.name}: console zh`);
      t.same(fieldErrors(desc.schema, values, tr.en), { [field.name]: bad.en }, `${path} ${field.name}: console en`);
      t.match(mockSays(desc.schema, values, 'zh'), new RegExp(`^${field.name} 不能`), `${path} ${field.name}: mock zh`);
      t.match(mockSays(desc.schema, values, 'en'), new RegExp(`^${field.name} must`), `${path} ${field.name}: mock en`);
    }
  }
  t.ok(checked > 100, `${checked} fields checked`);
});

t.test('rules between fields: times in order, tiers ascending, shares within 100 %, on the field at fault', async (t) => {
  const cases: [path: string, changes: Record<string, unknown>, field: string, zh: string, en: string][] = [
    ['/infoManagement/shopSetting', { start_time: '22:00', end_time: '08:00' }, 'end_time', '必须晚于开始时间', 'Must be later than the start'],
    ['/infoManagement/asset', { start_time: '17:00', end_time: '17:00' }, 'end_time', '必须晚于开始时间', 'Must be later than the start'],
    ['/infoManagement/home', { popup_end: '2026-10-01 00:00:00' }, 'popup_end', '必须晚于开始时间', 'Must be later than the start'],
    ['/infoManagement/growAdvance', { 'levels.vip3.growth': 4000 }, 'levels.vip3.growth', '必须高于下一级', 'Must be above the level below'],
    ['/infoManagement/growAdvance', { 'levels.vip2.discount': 99 }, 'levels.vip2.discount', '必须低于下一级的会员价', 'Must be below the member price of the level below'],
    ['/infoManagement/unionAdvance', { 'tiers.chair.team_sales': '100.00' }, 'tiers.chair.team_sales', '必须高于下一级', 'Must be above the level below'],
    ['/infoManagement/sign', { 'streaks.s2.days': 3 }, 'streaks.s2.days', '必须多于上一档的天数', 'Must be more days than the tier before'],
    ['/infoManagement/growDividend', { 'shares.vip4': 60 }, 'shares.vip4', '各等级分得比例合计不能超过 100%', 'The levels’ shares must add up to at most 100%'],
    ['/infoManagement/award', { indirect_rate: 9 }, 'direct_rate', '必须高于间推比例', 'Must be above the indirect rate'],
    ['/infoManagement/marketingSet', { full_reduction: '300.00' }, 'full_threshold', '必须高于满减金额', 'Must be above the amount off'],
    ['/infoManagement/videoSetting', { min_seconds: 400 }, 'max_seconds', '必须大于最短时长', 'Must be longer than the shortest'],
  ];
  for (const [path, changes, field, zhText, enText] of cases) {
    const { desc } = settingsOf(path);
    const values = Object.entries(changes).reduce<Record<string, unknown>>((v, [k, x]) => withValue(v, k, x), defaults[desc.configKey] as Record<string, unknown>);
    t.same(fieldErrors(desc.schema, values, tr.zh), { [field]: zhText }, `${path}: console zh`);
    t.same(fieldErrors(desc.schema, values, tr.en), { [field]: enText }, `${path}: console en`);
    t.equal(mockSays(desc.schema, values, 'zh'), `${field} ${zhText}`, `${path}: mock zh`);
    t.equal(mockSays(desc.schema, values, 'en'), `${field} ${enText.charAt(0).toLowerCase()}${enText.slice(1)}`, `${path}: mock en`);
  }
  const { desc } = settingsOf('/infoManagement/shopSetting');
  const both = withValue(withValue(defaults[desc.configKey], 'end_time', '07:00'), 'auto_receive_days', 0);
  t.same(Object.keys(fieldErrors(desc.schema, both, tr.zh)).sort(), ['auto_receive_days', 'end_time'], 'a field out of range does not hide an order problem');
  const typo = withValue(defaults[desc.configKey], 'end_time', '7点');
  t.same(fieldErrors(desc.schema, typo, tr.zh), { end_time: '格式应为 时:分，如 09:30' }, 'a malformed time is a format problem only');
});

t.test('rates are typed as decimals; other fields refuse what does not fit', async (t) => {
  t.equal(coerce('decimal', ' 2.5 '), 2.5);
  t.equal(coerce('decimal', ''), undefined);
  t.equal(coerce('decimal', '2.555'), '2.555', 'three decimals are left for the schema to refuse');
  const { desc } = settingsOf('/infoManagement/platformAptitude');
  const values = withValue(withValue(defaults[desc.configKey], 'credit_code', '1234'), 'licence_picture', '');
  t.same(Object.keys(fieldErrors(desc.schema, values, tr.en)).sort(), ['credit_code', 'licence_picture']);
  t.ok(desc.schema.safeParse(withValue(defaults[desc.configKey], 'payment_picture', '')).success, 'an optional licence may be left out');
  t.notOk(desc.schema.safeParse({ ...(defaults[desc.configKey] as object), extra: 1 }).success, 'unknown fields are refused');
});
