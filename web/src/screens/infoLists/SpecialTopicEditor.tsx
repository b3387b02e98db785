/**
 * The special topic form: the topic's fields (validated by the contract) and the goods it shows, typed as goods ids
 * separated by commas; the upstream checks that each one is on sale.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../../contract/index.ts';
import { failureText, isOk } from '../../lib/api.ts';
import { useLang } from '../../layout/useLang.ts';
import { useStores } from '../../stores/index.ts';
import type { EditorProps, FormFieldDesc } from '../descriptions/types.ts';
import { WINDOW_FIELDS } from '../descriptions/windowFields.ts';
import { conflictOf } from '../../../../contract/version.ts';
import { ConflictPanel } from '../parts/ConflictPanel.tsx';
import { ContractFields, useContractForm } from '../parts/ContractForm.tsx';
import { Dialog } from '../parts/Dialog.tsx';
import { EditorActions, useChangedSince, useDiscardAsk } from '../parts/discardAsk.tsx';

const def = RESOURCES.specialTopics;
const { create, update } = RESOURCE_ENDPOINTS.specialTopics;

export const TOPIC_FIELDS: FormFieldDesc[] = [
  { name: 'title', input: 'text' },
  { name: 'subtitle', input: 'text' },
  { name: 'cover', input: 'picture' },
  ...WINDOW_FIELDS,
  { name: 'sort', input: 'int' },
];

/** "12, 45，78" → [12, 45, 78]; undefined when something is not a goods id. */
export function parseGoodsIds(text: string): number[] | undefined {
  const parts = text.split(/[,，\s]+/).filter(Boolean);
  if (!parts.every((p) => /^[1-9]\d*$/.test(p))) return undefined;
  return [...new Set(parts.map(Number))];
}

export function SpecialTopicEditor({ row, onSaved, onClose }: EditorProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { api } = useStores();
  const [goods, setGoods] = useState(() => ((row?.goods_ids as number[] | undefined) ?? []).join(', '));
  const [goodsError, setGoodsError] = useState('');
  const schema = (row ? def.update : def.create) as z.ZodType;
  const contract = useContractForm(TOPIC_FIELDS, schema, row, async (body, version) => {
    const ids = parseGoodsIds(goods);
    setGoodsError(ids ? '' : t('screens.infoLists.special.badIds'));
    if (!ids) return t('screens.infoLists.special.badIds');
    // an edit says which version it started from (README.md "Two people, one record")
    const full = row ? { ...body, goods_ids: ids, version } : { ...body, goods_ids: ids };
    const call = row ? update : create;
    if (!call) return t('screens.list.actionFailed');
    const answer = await api(call, { params: row ? { id: row.id } : {}, body: full as never });
    const conflict = conflictOf(answer);
    if (conflict) return { error: failureText(answer) ?? '', conflict };
    if (!isOk(answer)) return failureText(answer) ?? t('screens.list.actionFailed');
    onSaved();
    return undefined;
  });
  const { form, formError, submit, formRef, busy, required } = contract;
  const goodsChanged = useChangedSince(goods);
  const ask = useDiscardAsk(form.formState.isDirty || goodsChanged, onClose);
  return (
    <Dialog size="small" onClose={ask.close} className="form-modal special-editor" closeOnDimmerClick={false}>
      <Dialog.Header>{row ? `${t('screens.list.edit')} · ${String(row.title)}` : `${t('screens.list.create')} · ${def.title[lang]}`}</Dialog.Header>
      <Dialog.Content scrolling>
        <ConflictPanel form={contract} fields={TOPIC_FIELDS} titles={def.fields} />
        <form ref={formRef} id="special-form" className={`ui form ${formError ? 'error' : ''}`} onSubmit={submit} noValidate>
          <ContractFields fields={TOPIC_FIELDS} titles={def.fields} form={form} required={required} />
          <div className={`field ${goodsError ? 'error' : ''}`} data-field="goods_ids">
            <label htmlFor="form-goods_ids" style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <span>{t('screens.infoLists.special.goods')}</span>
              {goodsError && <span className="field-error" style={{ color: '#db2828', fontWeight: 'normal' }}>{goodsError}</span>}
            </label>
            <textarea id="form-goods_ids" rows={2} value={goods} onChange={(e) => setGoods(e.target.value)} />
          </div>
          {formError && <div className="ui error message form-error">{formError}</div>}
        </form>
      </Dialog.Content>
      <EditorActions ask={ask} form="special-form" busy={busy} />
    </Dialog>
  );
}
