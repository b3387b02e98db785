/**
 * Every form field whose contract schema is a `dateTime` is a date-time field (`datetime`: a day with its calendar
 * and a time of day), in every form of the described screens and in the screens' own editors, and only those are:
 * a new form cannot bring back a bare text box for a moment. A window's end field ends at the last second of a day
 * given alone.
 */
import t from 'tap';
import { z } from 'zod';
import { RESOURCES } from '../../contract/index.ts';
import { dateTime } from '../../contract/list.ts';
import { DESCRIBED_PATHS, descriptionOf } from '../../web/src/app/screens/descriptions.ts';
import type { FormFieldDesc, ListDescription } from '../../web/src/screens/descriptions/types.ts';
import { WINDOW_FIELDS } from '../../web/src/screens/descriptions/windowFields.ts';
import { SpecialTopicEditor, TOPIC_FIELDS } from '../../web/src/areas/infoLists/SpecialTopicEditor.tsx';
import { GeneralCouponEditor, NewMemberCouponEditor } from '../../web/src/areas/marketing/CouponEditor.tsx';
import { FlashSaleEditor, GroupBuyEditor, JibeGoodsEditor, OWN_FIELDS } from '../../web/src/areas/marketing/GoodsCampaignEditor.tsx';
import { LotteryEditor } from '../../web/src/areas/marketing/LotteryEditor.tsx';

/**
 * The fields each of the screens' own editors types, by editor: only an editor of a resource with a `dateTime` must be
 * here. The coupon and lottery editors type their window with WINDOW_FIELDS, the others list theirs.
 */
const EDITOR_FIELDS = new Map<ListDescription['editor'], readonly FormFieldDesc[]>([
  [GeneralCouponEditor, WINDOW_FIELDS],
  [NewMemberCouponEditor, WINDOW_FIELDS],
  [LotteryEditor, WINDOW_FIELDS],
  [GroupBuyEditor, OWN_FIELDS.groupBuys.flat()],
  [FlashSaleEditor, OWN_FIELDS.flashSales.flat()],
  [JibeGoodsEditor, OWN_FIELDS.jibeGoods.flat()],
  [SpecialTopicEditor, TOPIC_FIELDS],
]);

/** A schema without what only wraps it: optional, nullable, a default, an update's clearing (patchOf's preprocess). */
function unwrap(schema: z.ZodType): z.ZodType {
  let inner = schema;
  for (;;) {
    if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable || inner instanceof z.ZodDefault) inner = inner.unwrap() as z.ZodType;
    else if (inner instanceof z.ZodPipe) inner = inner.out as z.ZodType;
    else return inner;
  }
}

/** The schema of a dotted field (`zone_info.live_start`) of an object schema. */
function fieldSchema(object: z.ZodType, name: string): z.ZodType | undefined {
  let schema: z.ZodType | undefined = object;
  for (const key of name.split('.')) {
    const inner: z.ZodType | undefined = schema && unwrap(schema);
    schema = inner instanceof z.ZodObject ? (inner.shape[key] as z.ZodType | undefined) : undefined;
  }
  return schema;
}

/** The dotted names of an object schema's `dateTime` fields, nested objects included. */
function dateTimeNames(object: z.ZodType, prefix = ''): string[] {
  const inner = unwrap(object);
  if (!(inner instanceof z.ZodObject)) return [];
  return Object.entries(inner.shape).flatMap(([key, field]) => {
    const name = `${prefix}${key}`;
    return unwrap(field as z.ZodType) === dateTime ? [name] : dateTimeNames(field as z.ZodType, `${name}.`);
  });
}

interface Form {
  where: string;
  fields: readonly FormFieldDesc[];
  schema: z.ZodType;
  /** A screen's own editor: it must type every date-time of its resource. */
  editor?: boolean;
}

/** Every form of the described screens, with the schema its body must pass. */
function describedForms(): Form[] {
  const forms: Form[] = [];
  for (const path of DESCRIBED_PATHS) {
    const desc = descriptionOf(path);
    if (desc?.kind === 'settings') {
      forms.push({ where: `${path} settings`, fields: desc.sections.flatMap((s) => s.fields), schema: desc.schema });
      continue;
    }
    if (desc?.kind !== 'list' && desc?.kind !== 'audit') continue;
    const def = RESOURCES[desc.resource];
    const body = def.create ?? def.update;
    if (desc.form && body) forms.push({ where: `${path} form`, fields: desc.form, schema: body });
    for (const [action, fields] of Object.entries(desc.actionForms ?? {})) {
      const schema = def.actions?.[action]?.body;
      if (schema) forms.push({ where: `${path} ${action}`, fields, schema });
    }
    if (desc.rowBatch) {
      const schema = def.actions?.[desc.rowBatch.action]?.body;
      if (schema) forms.push({ where: `${path} ${desc.rowBatch.action} by row`, fields: [desc.rowBatch.perRow, ...desc.rowBatch.shared], schema });
    }
    if (desc.editor && body && dateTimeNames(body).length > 0) {
      forms.push({ where: `${path} editor`, fields: EDITOR_FIELDS.get(desc.editor) ?? [], schema: body, editor: true });
    }
  }
  return forms;
}

const forms = describedForms();

t.test('a field whose contract schema is a dateTime is a datetime field, and only such a field is', async (t) => {
  let moments = 0;
  for (const { where, fields, schema } of forms) {
    t.not(fields.length, 0, `${where}: has fields (an editor's: add them to EDITOR_FIELDS)`);
    for (const f of fields) {
      const field = fieldSchema(schema, f.name);
      const isMoment = field !== undefined && unwrap(field) === dateTime;
      if (isMoment) moments++;
      if (isMoment || f.input === 'datetime') t.equal(f.input, isMoment ? 'datetime' : 'not datetime', `${where}: ${f.name}`);
      if (f.endsWindow) t.equal(f.input, 'datetime', `${where}: ${f.name} ends a window, so it is a date-time`);
    }
  }
  // the goods zones, the upcoming goods' postponement, two settings screens, the banners and campaigns of
  // /infoManagement, and the marketing editors: a walk that found far fewer would prove nothing
  t.ok(moments >= 39, `${moments} date-time fields found`);
});

t.test("a screen's own editor types every date-time of its resource", async (t) => {
  for (const { where, fields, schema } of forms.filter((f) => f.editor)) {
    const names = fields.map((f) => f.name);
    t.same(dateTimeNames(schema).filter((name) => !names.includes(name)), [], where);
  }
});

t.test("a window's end takes a day's last second, its start the first", async (t) => {
  // the contract names its windows start_at/end_at or <what>_start/<what>_end
  const ends = /(^|\.|_)end(_at)?$/;
  const starts = /(^|\.|_)start(_at)?$/;
  for (const { where, fields } of forms) {
    for (const f of fields.filter((f) => f.input === 'datetime')) {
      const name = f.name.split('.').pop() ?? f.name;
      if (ends.test(name)) t.equal(f.endsWindow, true, `${where}: ${f.name}`);
      else if (starts.test(name)) t.notOk(f.endsWindow, `${where}: ${f.name}`);
      else t.fail(`${where}: ${f.name} is neither a start nor an end: say which in this test`);
    }
  }
});
