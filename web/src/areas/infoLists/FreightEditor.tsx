/**
 * The freight template form: the default fees (validated by the contract), the free-shipping threshold, and regional
 * fees for chosen provinces (the province list is the upstream's area tree). A province can be in one rule only.
 */
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import type { z } from 'zod';
import { platform, RESOURCE_ENDPOINTS, RESOURCES } from '../../../../contract/index.ts';
import { CHARGE_BY, type RegionRule } from '../../../../contract/resources/infoLists/freight.ts';
import { useApiQuery } from '../../hooks/useApi.ts';
import { useLang } from '../../hooks/useLang.ts';
import type { FieldEditorProps, FormFieldDesc, Row } from '../../screens/descriptions/types.ts';
import type { EditorProps } from '../../screens/descriptions/componentProps.ts';
import { formatMoney } from '../../lib/format.ts';
import { coerce } from '../../screens/lib/validation.ts';
import { freightRulesText } from './freight.ts';
import { ConflictPanel } from '../../screens/parts/ConflictPanel.tsx';
import { ContractFields, useContractForm } from '../../screens/parts/ContractForm.tsx';
import { Dialog } from '../../screens/parts/Dialog.tsx';
import { EditorActions, useDiscardAsk } from '../../screens/parts/discardAsk.tsx';
import { useRecordSave } from '../../screens/hooks/useSchemaForm.ts';

const def = RESOURCES.freightTemplates;

const FIELDS: FormFieldDesc[] = [
  { name: 'name', input: 'text' },
  { name: 'charge_by', input: 'select', options: CHARGE_BY },
  { name: 'first_unit', input: 'int' },
  { name: 'first_fee', input: 'money' },
  { name: 'extra_unit', input: 'int' },
  { name: 'extra_fee', input: 'money' },
  { name: 'free_over', input: 'money', title: { zh: '满额包邮（留空不包邮）', en: 'Free shipping over (empty: none)' } },
];

/** A regional rule as typed: text inputs until saved, the provinces' names as picked. */
interface DraftRule {
  codes: string[];
  names: string;
  first_unit: string;
  first_fee: string;
  extra_unit: string;
  extra_fee: string;
  free_over: string;
}

const draftOf = (r: RegionRule): DraftRule => ({
  codes: r.codes, names: r.names, first_unit: String(r.first_unit), first_fee: r.first_fee, extra_unit: String(r.extra_unit), extra_fee: r.extra_fee, free_over: r.free_over ?? '',
});

const ruleOf = (d: DraftRule): Record<string, unknown> => ({
  codes: d.codes,
  names: d.names,
  first_unit: coerce('int', d.first_unit),
  first_fee: coerce('money', d.first_fee),
  extra_unit: coerce('int', d.extra_unit),
  extra_fee: coerce('money', d.extra_fee),
  free_over: coerce('money', d.free_over) ?? null,
});

/** What the regional rules show beside the form's values: the provinces to pick from and the unit charged by. */
const RegionsSetting = createContext<{ provinces: { code: string; name: string }[]; unit: string }>({ provinces: [], unit: '' });

/** The regional rules, a field of the form: each rule's problems (`regions.0.first_fee`) shown in its segment. */
function RegionsInput({ value, onChange, onBlur, errors }: FieldEditorProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { provinces, unit } = useContext(RegionsSetting);
  const rules = value as DraftRule[];
  const change = (i: number, patch: Partial<DraftRule>) => onChange(rules.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const taken = (i: number) => new Set(rules.flatMap((r, j) => (j === i ? [] : r.codes)));
  const errorOf = (i: number, key: string) => Object.entries(errors).find(([path]) => path === `regions.${i}.${key}` || path.startsWith(`regions.${i}.${key}.`))?.[1];
  return (
    <>
      {rules.length === 0 && <p className="muted freight-no-regions">{t('screens.infoLists.freight.none')}</p>}
      {rules.map((rule, i) => {
        const blocked = taken(i);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id until saved; their order is their identity
          <div key={i} className="ui segment freight-region" data-rule={i}>
            <div className={`field ${errorOf(i, 'codes') ? 'error' : ''}`}>
              <label htmlFor={`region-${i}-codes`}>
                {t('screens.infoLists.freight.provinces')} {errorOf(i, 'codes') && <span className="field-error" style={{ color: '#db2828', fontWeight: 'normal' }}>{t('screens.infoLists.freight.pickProvinces')}</span>}
              </label>
              <select
                id={`region-${i}-codes`}
                multiple
                className="ui dropdown region-provinces"
                style={{ height: 120 }}
                value={rule.codes}
                onBlur={onBlur}
                onChange={(e) => {
                  const picked = [...e.target.selectedOptions];
                  change(i, { codes: picked.map((o) => o.value), names: picked.map((o) => o.text).join('、') });
                }}
              >
                {provinces.map((p) => (
                  <option key={p.code} value={p.code} disabled={blocked.has(p.code)}>
                    {p.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="four fields">
              {(['first_unit', 'first_fee', 'extra_unit', 'extra_fee', 'free_over'] as const).map((key) => (
                <div key={key} className={`field ${errorOf(i, key) ? 'error' : ''}`}>
                  <label htmlFor={`region-${i}-${key}`}>
                    {key === 'free_over' ? t('screens.infoLists.freight.freeOver') : def.fields[key][lang]}
                    {key.endsWith('unit') ? ` (${unit})` : ''}
                    {errorOf(i, key) && <span className="field-error" style={{ color: '#db2828', fontWeight: 'normal' }}> {errorOf(i, key)}</span>}
                  </label>
                  <input id={`region-${i}-${key}`} name={key} inputMode={key.endsWith('unit') ? 'numeric' : 'decimal'} value={rule[key]} onBlur={onBlur} onChange={(e) => change(i, { [key]: e.target.value })} />
                </div>
              ))}
            </div>
            <Button type="button" basic size="small" negative content={t('screens.infoLists.freight.remove')} onClick={() => onChange(rules.filter((_, j) => j !== i))} />
          </div>
        );
      })}
      <Button
        type="button"
        basic
        icon="plus"
        className="add-region"
        content={t('screens.infoLists.freight.addRegion')}
        onClick={() => onChange([...rules, { codes: [], names: '', first_unit: '1', first_fee: '', extra_unit: '1', extra_fee: '', free_over: '' }])}
      />
    </>
  );
}

const REGIONS: FormFieldDesc = {
  name: 'regions',
  input: 'custom',
  title: { zh: '指定地区运费', en: 'Regional fees' },
  editor: {
    initial: (record) => ((record as { regions?: RegionRule[] } | undefined)?.regions ?? []).map(draftOf),
    body: (value) => ({ regions: (value as DraftRule[]).map(ruleOf) }),
    Input: RegionsInput,
  },
};
const ALL_FIELDS = [...FIELDS, REGIONS];

export function FreightEditor({ row, onSaved, onClose }: EditorProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const areas = useApiQuery(platform.areas, { query: {} });
  const provinces = useMemo(() => (areas.data ?? []).map((p) => ({ code: p.code, name: p.name })), [areas.data]);
  const save = useRecordSave(RESOURCE_ENDPOINTS.freightTemplates, row, onSaved);
  const contract = useContractForm(ALL_FIELDS, (row ? def.update : def.create) as z.ZodType, row, (body, version) =>
    // an edit says which version it started from (docs/concurrency.md)
    save({ ...body, free_over: body.free_over ?? null }, version),
  );
  const { form, formError, submit, formRef, busy, required, dirty } = contract;
  const ask = useDiscardAsk(dirty, onClose);
  const unit = form.watch('charge_by') === 'weight' ? 'kg' : t('screens.infoLists.freight.piece');
  // the rules' own problems show in their segments; under the form, what to do about them
  const regionsRefused = Boolean(form.formState.errors.regions) && form.formState.isSubmitted;

  return (
    <Dialog size="large" onClose={ask.close} className="form-modal freight-editor" closeOnDimmerClick={false}>
      <Dialog.Header>{row ? `${t('screens.list.edit')} · ${String(row.name)}` : `${t('screens.list.create')} · ${def.title[lang]}`}</Dialog.Header>
      <Dialog.Content scrolling>
        <ConflictPanel form={contract} fields={ALL_FIELDS} titles={def.fields} />
        <form ref={formRef} id="freight-form" className={`ui form ${formError || regionsRefused ? 'error' : ''}`} onSubmit={submit} noValidate>
          <h4 className="ui dividing header">{t('screens.infoLists.freight.rules')}</h4>
          <ContractFields fields={FIELDS} titles={def.fields} form={form} required={required} />
          <RegionsSetting.Provider value={{ provinces, unit }}>
            <ContractFields fields={[REGIONS]} titles={def.fields} form={form} required={required} />
          </RegionsSetting.Provider>
          {(formError || regionsRefused) && <div className="ui error message form-error">{formError || t('screens.infoLists.freight.fixRegions')}</div>}
        </form>
      </Dialog.Content>
      <EditorActions ask={ask} form="freight-form" busy={busy} />
    </Dialog>
  );
}

/** The regional fees of a template, for its detail drawer. */
export function FreightRegionsTable({ row }: { row: Row }) {
  const { t } = useTranslation();
  const lang = useLang();
  const rules = row.regions as RegionRule[];
  if (rules.length === 0) return <p className="muted">{t('screens.infoLists.freight.none')}</p>;
  return (
    <table className="ui very compact table freight-regions-table">
      <thead>
        <tr>
          <th>{t('screens.infoLists.freight.provinces')}</th>
          <th>{t('screens.infoLists.freight.rules')}</th>
          <th>{t('screens.infoLists.freight.freeOver')}</th>
        </tr>
      </thead>
      <tbody>
        {rules.map((rule) => (
          <tr key={rule.codes.join(',')}>
            <td>{rule.names}</td>
            <td>{freightRulesText({ ...rule, id: 0, charge_by: row.charge_by }, lang)}</td>
            <td>{rule.free_over ? formatMoney(rule.free_over) : '-'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
