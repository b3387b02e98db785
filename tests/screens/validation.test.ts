import t from 'tap';
import { z } from 'zod';
import { afterSales, goods, orders } from '../../contract/index.ts';
import { dateTime } from '../../contract/list.ts';
import { picture } from '../../contract/resources/common.ts';
import { valuesOf } from '../../web/src/screens/parts/formValues.ts';
import { summarizeBatch } from '../../web/src/screens/lib/batch.ts';
import { coerce, fieldErrors, requiredFields, serverErrorField } from '../../web/src/screens/lib/validation.ts';
import { formatMoney, sumMoney, toCents } from '../../contract/money.ts';
import { zh } from '../../web/src/screens/i18n/zh.ts';

/** The zh texts with their placeholders filled, as i18next would. */
const tr = (key: string, params: Record<string, string | number> = {}) => {
  let text: unknown = zh;
  for (const part of key.split('.')) text = (text as Record<string, unknown>)[part];
  if (typeof text !== 'string') throw new Error(`no text ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(params[name]));
};

t.test('inputs become the contract types', async (t) => {
  t.equal(coerce('int', ' 12 '), 12);
  t.equal(coerce('int', ''), undefined, 'empty is missing, not 0');
  t.ok(Number.isNaN(coerce('int', '1.5')));
  t.equal(coerce('money', '12'), '12.00');
  t.equal(coerce('money', '12.5'), '12.50');
  t.equal(coerce('money', '12.555'), '12.555', 'too many decimals is left for the schema to refuse');
  t.equal(coerce('select', '7'), 7);
  t.equal(coerce('select', 'SF'), 'SF');
});

t.test('form errors: one per field, in the console language', async (t) => {
  const create = goods.create;
  if (!create) throw new Error('goods can be created');
  const sku = { values: [], price: '12.555', market_price: '-1.00', stock: Number.NaN };
  const errors = fieldErrors(create, { name: 'x', specs: [], skus: [sku] }, tr);
  t.same(errors, {
    name: '至少 2 个字符',
    picture: '必填',
    class_id: '必填',
    'skus.0.price': '格式应为 两位小数的金额，如 12.50',
    'skus.0.market_price': '不能为负数',
    'skus.0.stock': '请输入整数',
  });
  const fine = { values: [], price: '12.00', market_price: '15.00', stock: 5 };
  t.same(fieldErrors(create, { name: '云南普洱茶', picture: '/p.png', class_id: 3, specs: [], skus: [fine] }, tr), {});
  const ship = orders.actions?.ship.body;
  if (!ship) throw new Error('ship has a body');
  t.same(fieldErrors(ship, { courier: 'XX', tracking_no: 'abc' }, tr), { courier: '请从选项中选择', tracking_no: '格式应为 8-30 位字母或数字' });
});

t.test('a SKU\'s market price is checked against its price before sending, on create and on edit', async (t) => {
  const sku = { values: [], price: '15.50', market_price: '3.00', stock: 5 };
  const body = { name: '云南普洱茶', picture: '/p.png', class_id: 3, specs: [], skus: [sku] };
  for (const schema of [goods.create, goods.update]) {
    if (!schema) throw new Error('goods can be created and updated');
    t.same(fieldErrors(schema, body, tr), { 'skus.0.market_price': '不能低于售价' });
    t.same(fieldErrors(schema, { ...body, skus: [{ ...sku, market_price: '15.50' }] }, tr), {}, 'equal prices are fine');
  }
  t.same(fieldErrors(goods.update as z.ZodType, { sort: 3 }, tr), {}, 'a patch without the SKUs keeps them');
});

t.test('nested zone fields validate and nest', async (t) => {
  const body = valuesOf(
    [
      { name: 'name', input: 'text' },
      { name: 'zone_info.periods', input: 'int' },
      { name: 'zone_info.down_payment', input: 'money' },
    ],
    { name: '分期手机', zone_info__periods: '48', zone_info__down_payment: '100' },
  );
  t.same(body, { name: '分期手机', zone_info: { periods: 48, down_payment: '100.00' } });
  const update = goods.update;
  if (!update) throw new Error('goods can be updated');
  t.same(fieldErrors(update, body, tr), { 'zone_info.periods': '不能大于 36' });
});

t.test('an upstream error lands on the field it names, longest name first', async (t) => {
  const fields = ['price', 'market_price', 'name'];
  t.equal(serverErrorField('market_price 格式应为 0.00', fields), 'market_price');
  t.equal(serverErrorField('price 至少 0', fields), 'price');
  t.equal(serverErrorField('market_price 不能低于售价', fields), 'market_price', 'a rule across fields names the field it is about');
  t.equal(serverErrorField('该商品有 2 个规格，请用“修改库存”按规格设置库存', fields), undefined, 'a refusal naming no field stays on the form');
  t.equal(serverErrorField('names are wrong', fields), undefined);
});

t.test('batch results name the failed rows and say why', async (t) => {
  const names = new Map([[1, '普洱茶'], [2, '红茶']]);
  const summary = summarizeBatch({ succeeded: [3, 4], failed: [{ id: 1, error: '上架为「是」，不能上架' }, { id: 2, error: '审核状态为「待审核」' }] }, (id) => names.get(Number(id)) ?? String(id));
  t.same(summary, { succeeded: 2, done: [{ id: 3, label: '3' }, { id: 4, label: '4' }], failed: [{ id: 1, label: '普洱茶', error: '上架为「是」，不能上架' }, { id: 2, label: '红茶', error: '审核状态为「待审核」' }] });
});

t.test('money: ¥ with two decimals, sums exact in cents', async (t) => {
  t.equal(formatMoney('1234567.5'), '¥1,234,567.50');
  t.equal(formatMoney('-3.20'), '-¥3.20');
  t.equal(formatMoney('abc'), '');
  t.equal(formatMoney(null), '');
  t.equal(toCents('0.10'), 10n);
  t.equal(sumMoney(['0.10', '0.20', null, '99999999999999.99']), '¥100,000,000,000,000.29', 'no float drift, no precision loss');
});

t.test('after-sale refund forms use the contract body', async (t) => {
  const agree = afterSales.actions?.agree.body;
  if (!agree) throw new Error('agree has a body');
  t.same(fieldErrors(agree, { refund_amount: '-1.00' }, tr), { refund_amount: '不能为负数' });
  t.same(fieldErrors(agree, { refund_amount: '10.00' }, tr), {});
});

t.test('an empty field says "required", whatever its rule; a day and time must exist; a picture is an address', async (t) => {
  const schema = z.object({ starts: dateTime, cover: picture, tags: z.array(z.string()).min(1) });
  t.same(fieldErrors(schema, { starts: '', cover: '', tags: [] }, tr), { starts: '必填', cover: '必填', tags: '必填' }, 'not "at least 1 character" or "format YYYY-MM-DD"');
  const wrong = fieldErrors(schema, { starts: '2026-02-30 00:00:00', cover: 'not a url', tags: ['a'] }, tr);
  t.same(wrong, { starts: '不是存在的日期或时间', cover: '应为 / 或 http(s):// 开头的图片地址' });
  t.same(fieldErrors(schema, { starts: '2026-13-40 25:61:00', cover: '/p.png', tags: ['a'] }, tr), { starts: '不是存在的日期或时间' });
  t.same(fieldErrors(schema, { starts: '2026-1-1', cover: '/p.png', tags: ['a'] }, tr), { starts: '格式应为 年-月-日 时:分:秒，如 2024-06-01 09:30:00' }, 'a wrong shape keeps its format message');
  t.same(fieldErrors(schema, { starts: '2024-02-29 23:59:59', cover: 'https://cdn.example.com/a.png', tags: ['a'] }, tr), {}, 'a leap day, an absolute address');
});

t.test('the required fields are those an empty form fails on, among the form\'s own', async (t) => {
  const create = goods.create;
  if (!create) throw new Error('goods can be created');
  t.same([...requiredFields(create, ['name', 'picture', 'description', 'sort'])].sort(), ['name', 'picture']);
  t.same([...requiredFields(z.object({ note: z.string().optional() }), ['note'])], [], 'an optional field is not');
});

t.test('an edit sends what was emptied as null, and the update clears it: a default comes back, an optional is unset', async (t) => {
  const update = goods.update;
  if (!update) throw new Error('goods can be updated');
  const fields = [
    { name: 'name', input: 'text' },
    { name: 'sort', input: 'int' },
    { name: 'description', input: 'textarea' },
    { name: 'zone_info.limit_per_user', input: 'int' },
    { name: 'zone_info.activity_name', input: 'text' },
  ] as const;
  const record = { name: '云南普洱茶', sort: 12, description: '好茶', zone_info: { limit_per_user: 3 } };
  const emptied = { name: '云南普洱茶', sort: '', description: '', zone_info__limit_per_user: '', zone_info__activity_name: '' };
  const body = valuesOf(fields, emptied, record);
  t.same(body, { name: '云南普洱茶', sort: null, description: null, zone_info: { limit_per_user: null, activity_name: '' } }, 'never set stays as it was');
  t.same(valuesOf(fields, emptied), { name: '云南普洱茶', description: '', zone_info: { activity_name: '' } }, 'a create leaves empty out');
  const parsed = update.parse(body) as Record<string, unknown>;
  t.same({ ...parsed, zone_info: { ...(parsed.zone_info as object) } }, { name: '云南普洱茶', sort: 0, description: '', zone_info: { activity_name: '', limit_per_user: undefined } });
  t.same(fieldErrors(update, valuesOf(fields, { ...emptied, name: '' }, record), tr), { name: '必填' }, 'a required field refuses it');
  t.same(update.safeParse({ zone_info: { limit_per_user: 100 } }).success, false, 'a given value keeps its rule');
  t.same([...requiredFields(update, fields.map((f) => f.name), true)], ['name'], 'an edit marks what refuses null');
  t.same([...requiredFields(update, fields.map((f) => f.name))], [], 'read as a create, a patch requires nothing');
});
