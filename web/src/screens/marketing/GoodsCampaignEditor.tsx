/**
 * Creating and editing a record built on one goods item (a group-buy campaign, a flash sale, a Jibe zone item): the
 * goods picked by searching, then the record's own fields, checked against the contract before sending.
 */
import { useTranslation } from 'react-i18next';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../../contract/index.ts';
import { versionOf } from '../../../../contract/version.ts';
import { useLang } from '../../layout/useLang.ts';
import { useStores } from '../../stores/index.ts';
import type { EditorProps, FormFieldDesc } from '../descriptions/types.ts';
import { WINDOW_FIELDS } from '../descriptions/windowFields.ts';
import { splitDateTime } from '../lib/dateTime.ts';
import { coerce } from '../lib/validation.ts';
import { DateTimeField, Field, TextInput, useDraft } from './draft.tsx';
import { GoodsPicker, type Picked } from './pickers.tsx';
import { Dialog } from '../parts/Dialog.tsx';
import { EditorActions, useDiscardAsk } from '../parts/discardAsk.tsx';

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

function GoodsCampaignEditor({ resource, row, onSaved, onClose }: EditorProps & { resource: Resource }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { api } = useStores();
  const def = RESOURCES[resource];
  const own = OWN_FIELDS[resource].flat();
  const initial: Values = { goods: row ? { id: Number(row.goods_id), name: String(row.goods_name), price: String(row.price) } : null };
  for (const f of own) {
    if (f.input === 'datetime') initial[f.name] = splitDateTime(row?.[f.name]);
    else initial[f.name] = row?.[f.name] === undefined || row[f.name] === null ? (DEFAULTS[f.name] ?? '') : String(row[f.name]);
  }
  const bodyOf = (v: Values) => {
    const body: Record<string, unknown> = { goods_id: v.goods?.id };
    for (const f of own) body[f.name] = coerce(f.input, v[f.name]);
    return body;
  };
  const schema = def.create;
  const draft = useDraft<Values>(initial, schema ?? def.record, bodyOf, ['goods_id', ...own.map((f) => f.name)]);
  const ask = useDiscardAsk(draft.dirty, onClose);
  const endpoints = RESOURCE_ENDPOINTS[resource];
  const target = row ? endpoints.update : endpoints.create;
  const save = async () => {
    if (target && (await draft.save((body) => api(target, { params: row ? { id: row.id } : {}, body: row ? { ...body, version: versionOf(row) } : body })))) onSaved();
  };

  return (
    <Dialog size="small" onClose={ask.close} className="form-modal goods-campaign-editor" closeOnDimmerClick={false}>
      <Dialog.Header>{`${row ? t('screens.list.edit') : t('screens.list.create')} · ${def.title[lang]}`}</Dialog.Header>
      <Dialog.Content scrolling>
        <form ref={draft.formRef} id="campaign-form" className={`ui form ${draft.formError ? 'error' : ''}`} noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
          <Field name="goods_id" title={t('screens.marketing.goods.pick')} error={draft.errors.goods_id}>
            <GoodsPicker
              id="mk-goods_id"
              picked={draft.values.goods}
              onPick={(goods) => {
                draft.set('goods', goods);
                draft.touch('goods_id');
              }}
            />
          </Field>
          {OWN_FIELDS[resource].map((line) => (
            <div key={line[0].name} className={`${WIDTH[line.length]} fields`}>
              {line.map((f) =>
                f.input === 'datetime' ? (
                  <DateTimeField key={f.name} draft={draft} field={f} title={def.fields[f.name]} />
                ) : (
                  <Field key={f.name} name={f.name} title={def.fields[f.name]} error={draft.errors[f.name]}>
                    <TextInput draft={draft} name={f.name} inputMode={f.input === 'money' ? 'decimal' : f.input === 'int' ? 'numeric' : undefined} />
                  </Field>
                ),
              )}
            </div>
          ))}
          {draft.formError && <div className="ui error message form-error">{draft.formError}</div>}
        </form>
      </Dialog.Content>
      <EditorActions ask={ask} form="campaign-form" busy={draft.saving} />
    </Dialog>
  );
}

export const GroupBuyEditor = (props: EditorProps) => <GoodsCampaignEditor {...props} resource="groupBuys" />;
export const FlashSaleEditor = (props: EditorProps) => <GoodsCampaignEditor {...props} resource="flashSales" />;
export const JibeGoodsEditor = (props: EditorProps) => <GoodsCampaignEditor {...props} resource="jibeGoods" />;
