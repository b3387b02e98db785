/**
 * The special topic form: the topic's fields (validated by the contract) and the goods it shows, typed as goods ids
 * separated by commas; the upstream checks that each one is on sale.
 */
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../../contract/index.ts';
import { useLang } from '../../hooks/useLang.ts';
import type { FieldEditorProps, FormFieldDesc } from '../../screens/descriptions/types.ts';
import type { EditorProps } from '../../screens/descriptions/componentProps.ts';
import { WINDOW_FIELDS } from '../../screens/descriptions/windowFields.ts';
import { Unreadable } from '../../screens/lib/validation.ts';
import { ConflictPanel } from '../../screens/parts/ConflictPanel.tsx';
import { ContractFields, useContractForm } from '../../screens/parts/ContractForm.tsx';
import { Dialog } from '../../screens/parts/Dialog.tsx';
import { EditorActions, useDiscardAsk } from '../../screens/parts/discardAsk.tsx';
import { useRecordSave } from '../../screens/hooks/useSchemaForm.ts';

const def = RESOURCES.specialTopics;

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

/** The topic's goods: typed as ids separated by commas; text that is no list of ids is refused in these words. */
function GoodsIdsInput({ id, value, onChange, onBlur, errors }: FieldEditorProps) {
  const problem = Object.values(errors)[0];
  return (
    <>
      <textarea id={id} rows={2} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} aria-invalid={problem ? true : undefined} />
      {problem && <div className="field-error" style={{ color: '#db2828' }}>{problem}</div>}
    </>
  );
}

const GOODS_IDS: FormFieldDesc = {
  name: 'goods_ids',
  input: 'custom',
  title: { zh: '专题商品ID（用逗号分隔，须为在售商品）', en: 'Goods ids of the topic (comma-separated, on sale)' },
  editor: {
    initial: (record) => ((record as { goods_ids?: number[] } | undefined)?.goods_ids ?? []).join(', '),
    body: (value) => ({ goods_ids: parseGoodsIds(String(value ?? '')) ?? new Unreadable('screens.infoLists.special.badIds') }),
    Input: GoodsIdsInput,
  },
};
const FIELDS = [...TOPIC_FIELDS, GOODS_IDS];

export function SpecialTopicEditor({ row, onSaved, onClose }: EditorProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const save = useRecordSave(RESOURCE_ENDPOINTS.specialTopics, row, onSaved);
  const contract = useContractForm(FIELDS, (row ? def.update : def.create) as z.ZodType, row, (body, version) =>
    // an edit says which version it started from (docs/concurrency.md)
    save(body, version),
  );
  const { form, formError, submit, formRef, busy, required, dirty } = contract;
  const ask = useDiscardAsk(dirty, onClose);
  return (
    <Dialog size="small" onClose={ask.close} className="form-modal special-editor" closeOnDimmerClick={false}>
      <Dialog.Header>{row ? `${t('screens.list.edit')} · ${String(row.title)}` : `${t('screens.list.create')} · ${def.title[lang]}`}</Dialog.Header>
      <Dialog.Content scrolling>
        <ConflictPanel form={contract} fields={FIELDS} titles={def.fields} />
        <form ref={formRef} id="special-form" className={`ui form ${formError ? 'error' : ''}`} onSubmit={submit} noValidate>
          <ContractFields fields={FIELDS} titles={def.fields} form={form} required={required} />
          {formError && <div className="ui error message form-error">{formError}</div>}
        </form>
      </Dialog.Content>
      <EditorActions ask={ask} form="special-form" busy={busy} />
    </Dialog>
  );
}
