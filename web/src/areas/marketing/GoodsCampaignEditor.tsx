/**
 * Creating and editing a record built on one goods item (a group-buy campaign, a flash sale, a Jibe zone item): the
 * goods picked by searching, then the record's own fields, checked against the contract before sending.
 */
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../../contract/index.ts';
import { useLang } from '../../hooks/useLang.ts';
import type { FormFieldDesc } from '../../screens/descriptions/types.ts';
import type { EditorProps } from '../../screens/descriptions/componentProps.ts';
import { WINDOW_FIELDS } from '../../screens/descriptions/windowFields.ts';
import { splitDateTime } from '../../screens/lib/dateTime.ts';
import { coerce } from '../../screens/lib/validation.ts';
import { GoodsPicker, type Picked } from './pickers.tsx';
import { Dialog } from '../../screens/parts/Dialog.tsx';
import { EditorActions, useDiscardAsk } from '../../screens/parts/discardAsk.tsx';
import { DateTimeField, Field, TextInput } from '../../screens/parts/FormFields.tsx';
import { ConflictPanel } from '../../screens/parts/ConflictPanel.tsx';
import { useRecordForm } from '../../screens/parts/useRecordForm.ts';

type Resource = 'groupBuys' | 'flashSales' | 'jibeGoods';

/** Each resource's own fields (besides the goods), line by line. */
export const OWN_FIELDS: Record<Resource, (readonly FormFieldDesc[])[]> = {
  groupBuys: [
    [{ name: 'group_price', input: 'money' }, { name: 'group_size', input: 'int' }, { name: 'stock', input: 'int' }],
    // the daily slot: times of day (HH:mm), not moments
    [{ name: 'slot_start', input: 'text' }, { name: 'slot_end', input: 'text' }],
    WINDOW_FIELDS,
  ],
  flashSales: [
    [{ name: 'sale_price', input: 'money' }, { name: 'stock', input: 'int' }, { name: 'limit_per_member', input: 'int' }],
    [{ name: 'session', input: 'text' }],
    WINDOW_FIELDS,
  ],
  jibeGoods: [[{ name: 'shells', input: 'int' }, { name: 'cash', input: 'money' }], [{ name: 'stock', input: 'int' }, { name: 'sort', input: 'int' }]],
};
const DEFAULTS: Partial<Record<string, string>> = { slot_start: '00:00', slot_end: '23:59', session: '10:00', cash: '0.00', sort: '0', limit_per_member: '1', group_size: '2' };
const WIDTH = ['', 'one', 'two', 'three'];

/** What was typed per field, and the goods picked. */
type Values = Record<string, unknown> & { goods: Picked | null };

/** The form's values for a record (or a new one): the goods picked, and each own field as typed or its default. */
function valuesOf(own: readonly FormFieldDesc[], row: EditorProps['row']): Values {
  const values: Values = { goods: row ? { id: Number(row.goods_id), name: String(row.goods_name), price: String(row.price) } : null };
  for (const f of own) {
    if (f.input === 'datetime') values[f.name] = splitDateTime(row?.[f.name]);
    else values[f.name] = row?.[f.name] === undefined || row[f.name] === null ? (DEFAULTS[f.name] ?? '') : String(row[f.name]);
  }
  return values;
}

function GoodsCampaignEditor({ resource, row, onSaved, onClose }: EditorProps & { resource: Resource }) {
  const { t } = useTranslation();
  const lang = useLang();
  const def = RESOURCES[resource];
  const own = OWN_FIELDS[resource].flat();
  const bodyOf = (v: Values) => {
    const body: Record<string, unknown> = { goods_id: v.goods?.id };
    for (const f of own) body[f.name] = coerce(f.input, v[f.name]);
    return body;
  };
  const { form, submit, formRef, busy, formError, dirty, errorOf, way } = useRecordForm<Values>({
    endpoints: RESOURCE_ENDPOINTS[resource],
    row,
    valuesOf: (record) => valuesOf(own, record as EditorProps['row']),
    onSaved,
    schema: def.create ?? def.record,
    bodyOf,
    // the goods' problem shows on its picker, the form's `goods`
    place: (path) => (path === 'goods_id' ? { name: 'goods' } : own.some((f) => f.name === path) ? { name: path } : undefined),
    fields: ['goods_id', ...own.map((f) => f.name)],
  });
  const ask = useDiscardAsk(dirty, onClose);

  return (
    <Dialog size="small" onClose={ask.close} className="form-modal goods-campaign-editor" closeOnDimmerClick={false}>
      <Dialog.Header>{`${row ? t('screens.list.edit') : t('screens.list.create')} · ${def.title[lang]}`}</Dialog.Header>
      <Dialog.Content scrolling>
        <ConflictPanel form={way} fields={[{ name: 'goods' }, ...own]} titles={{ ...def.fields, goods: def.fields.goods_id }} />
        <form ref={formRef} id="campaign-form" className={`ui form ${formError ? 'error' : ''}`} noValidate onSubmit={submit}>
          <Field name="goods_id" id="mk-goods_id" title={t('screens.marketing.goods.pick')} error={errorOf('goods')}>
            <Controller
              name="goods"
              control={form.control}
              render={({ field }) => (
                <GoodsPicker
                  id="mk-goods_id"
                  picked={field.value}
                  onPick={(goods) => {
                    field.onChange(goods);
                    field.onBlur();
                  }}
                />
              )}
            />
          </Field>
          {OWN_FIELDS[resource].map((line) => (
            <div key={line[0].name} className={`${WIDTH[line.length]} fields`}>
              {line.map((f) =>
                f.input === 'datetime' ? (
                  <DateTimeField key={f.name} form={form} field={f} id={`mk-${f.name}`} title={def.fields[f.name]} error={errorOf(f.name)} />
                ) : (
                  <Field key={f.name} name={f.name} id={`mk-${f.name}`} title={def.fields[f.name]} error={errorOf(f.name)}>
                    <TextInput form={form} name={f.name} id={`mk-${f.name}`} inputMode={f.input === 'money' ? 'decimal' : f.input === 'int' ? 'numeric' : undefined} />
                  </Field>
                ),
              )}
            </div>
          ))}
          {formError && <div className="ui error message form-error">{formError}</div>}
        </form>
      </Dialog.Content>
      <EditorActions ask={ask} form="campaign-form" busy={busy} />
    </Dialog>
  );
}

export const GroupBuyEditor = (props: EditorProps) => <GoodsCampaignEditor {...props} resource="groupBuys" />;
export const FlashSaleEditor = (props: EditorProps) => <GoodsCampaignEditor {...props} resource="flashSales" />;
export const JibeGoodsEditor = (props: EditorProps) => <GoodsCampaignEditor {...props} resource="jibeGoods" />;
