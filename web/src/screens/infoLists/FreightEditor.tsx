/**
 * The freight template form: the default fees (validated by the contract), the free-shipping threshold, and regional
 * fees for chosen provinces (the province list is the upstream's area tree). A province can be in one rule only.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import type { z } from 'zod';
import { platform, RESOURCE_ENDPOINTS, RESOURCES } from '../../../../contract/index.ts';
import { CHARGE_BY, type RegionRule, regionRule } from '../../../../contract/resources/infoLists/freight.ts';
import { failureText, isOk } from '../../lib/api.ts';
import { useLang } from '../../layout/useLang.ts';
import { useStores } from '../../stores/index.ts';
import type { EditorProps, FormFieldDesc, Row } from '../descriptions/types.ts';
import { formatMoney } from '../../../../contract/money.ts';
import { coerce, fieldErrors } from '../lib/validation.ts';
import { freightRulesText } from './freight.ts';
import { conflictOf } from '../../../../contract/version.ts';
import { ConflictPanel } from '../parts/ConflictPanel.tsx';
import { ContractFields, useContractForm } from '../parts/ContractForm.tsx';
import { Dialog } from '../parts/Dialog.tsx';
import { EditorActions, useChangedSince, useDiscardAsk } from '../parts/discardAsk.tsx';

const def = RESOURCES.freightTemplates;
/** The template calls the editor needs; the contract defines both, so a missing one is a programming error. */
function required<T>(call: T | undefined, name: string): T {
  if (call === undefined) throw new Error(`freightTemplates has no ${name} call`);
  return call;
}
const createCall = required(RESOURCE_ENDPOINTS.freightTemplates.create, 'create');
const updateCall = required(RESOURCE_ENDPOINTS.freightTemplates.update, 'update');

const FIELDS: FormFieldDesc[] = [
  { name: 'name', input: 'text' },
  { name: 'charge_by', input: 'select', options: CHARGE_BY },
  { name: 'first_unit', input: 'int' },
  { name: 'first_fee', input: 'money' },
  { name: 'extra_unit', input: 'int' },
  { name: 'extra_fee', input: 'money' },
  { name: 'free_over', input: 'money', title: { zh: '满额包邮（留空不包邮）', en: 'Free shipping over (empty: none)' } },
];

/** A regional rule as typed: text inputs until saved. */
interface DraftRule {
  codes: string[];
  first_unit: string;
  first_fee: string;
  extra_unit: string;
  extra_fee: string;
  free_over: string;
}

const draftOf = (r: RegionRule): DraftRule => ({
  codes: r.codes, first_unit: String(r.first_unit), first_fee: r.first_fee, extra_unit: String(r.extra_unit), extra_fee: r.extra_fee, free_over: r.free_over ?? '',
});

function ruleOf(d: DraftRule, names: Map<string, string>): Record<string, unknown> {
  return {
    codes: d.codes,
    names: d.codes.map((c) => names.get(c) ?? c).join('、'),
    first_unit: coerce('int', d.first_unit),
    first_fee: coerce('money', d.first_fee),
    extra_unit: coerce('int', d.extra_unit),
    extra_fee: coerce('money', d.extra_fee),
    free_over: coerce('money', d.free_over) ?? null,
  };
}

export function FreightEditor({ row, onSaved, onClose }: EditorProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { api } = useStores();
  const [provinces, setProvinces] = useState<{ code: string; name: string }[]>([]);
  const [rules, setRules] = useState<DraftRule[]>(() => ((row?.regions as RegionRule[] | undefined) ?? []).map(draftOf));
  const [ruleErrors, setRuleErrors] = useState<Record<number, Record<string, string>>>({});

  useEffect(() => {
    void api(platform.areas, { query: {} }).then((answer) => {
      if (isOk(answer)) setProvinces(answer.data.map((p) => ({ code: p.code, name: p.name })));
    });
  }, [api]);
  const names = new Map(provinces.map((p) => [p.code, p.name]));

  const schema = (row ? def.update : def.create) as z.ZodType;
  const contract = useContractForm(FIELDS, schema, row, async (body, version) => {
    const checked = rules.map((d) => ruleOf(d, names));
    const errors = Object.fromEntries(checked.map((r, i) => [i, fieldErrors(regionRule, r, t)]).filter(([, e]) => Object.keys(e as object).length > 0));
    setRuleErrors(errors);
    if (Object.keys(errors).length > 0) return t('screens.infoLists.freight.fixRegions');
    const full = { ...body, free_over: body.free_over ?? null, regions: checked };
    // an edit says which version it started from (README.md "Two people, one record")
    const answer = row ? await api(updateCall, { params: { id: row.id }, body: { ...full, version } as never }) : await api(createCall, { body: full as never });
    const conflict = conflictOf(answer);
    if (conflict) return { error: failureText(answer) ?? '', conflict };
    if (!isOk(answer)) return failureText(answer) ?? t('screens.list.actionFailed');
    onSaved();
    return undefined;
  });
  const { form, formError, submit, formRef, busy, required } = contract;
  const rulesChanged = useChangedSince(rules);
  const ask = useDiscardAsk(form.formState.isDirty || rulesChanged, onClose);

  const change = (i: number, patch: Partial<DraftRule>) => setRules((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const taken = (i: number) => new Set(rules.flatMap((r, j) => (j === i ? [] : r.codes)));
  const unit = form.watch('charge_by') === 'weight' ? 'kg' : t('screens.infoLists.freight.piece');

  return (
    <Dialog size="large" onClose={ask.close} className="form-modal freight-editor" closeOnDimmerClick={false}>
      <Dialog.Header>{row ? `${t('screens.list.edit')} · ${String(row.name)}` : `${t('screens.list.create')} · ${def.title[lang]}`}</Dialog.Header>
      <Dialog.Content scrolling>
        <ConflictPanel form={contract} fields={FIELDS} titles={def.fields} />
        <form ref={formRef} id="freight-form" className={`ui form ${formError ? 'error' : ''}`} onSubmit={submit} noValidate>
          <h4 className="ui dividing header">{t('screens.infoLists.freight.rules')}</h4>
          <ContractFields fields={FIELDS} titles={def.fields} form={form} required={required} />
          <h4 className="ui dividing header">{t('screens.infoLists.freight.regions')}</h4>
          {rules.length === 0 && <p className="muted freight-no-regions">{t('screens.infoLists.freight.none')}</p>}
          {rules.map((rule, i) => {
            const errors = ruleErrors[i] ?? {};
            const blocked = taken(i);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rules have no id until saved; their order is their identity
              <div key={i} className="ui segment freight-region" data-rule={i}>
                <div className={`field ${errors.codes ? 'error' : ''}`}>
                  <label htmlFor={`region-${i}-codes`}>
                    {t('screens.infoLists.freight.provinces')} {errors.codes && <span className="field-error" style={{ color: '#db2828', fontWeight: 'normal' }}>{t('screens.infoLists.freight.pickProvinces')}</span>}
                  </label>
                  <select
                    id={`region-${i}-codes`}
                    multiple
                    className="ui dropdown region-provinces"
                    style={{ height: 120 }}
                    value={rule.codes}
                    onChange={(e) => change(i, { codes: [...e.target.selectedOptions].map((o) => o.value) })}
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
                    <div key={key} className={`field ${errors[key] ? 'error' : ''}`}>
                      <label htmlFor={`region-${i}-${key}`}>
                        {key === 'free_over' ? t('screens.infoLists.freight.freeOver') : def.fields[key][lang]}
                        {key.endsWith('unit') ? ` (${unit})` : ''}
                        {errors[key] && <span className="field-error" style={{ color: '#db2828', fontWeight: 'normal' }}> {errors[key]}</span>}
                      </label>
                      <input id={`region-${i}-${key}`} name={key} inputMode={key.endsWith('unit') ? 'numeric' : 'decimal'} value={rule[key]} onChange={(e) => change(i, { [key]: e.target.value })} />
                    </div>
                  ))}
                </div>
                <Button type="button" basic size="small" negative content={t('screens.infoLists.freight.remove')} onClick={() => setRules((all) => all.filter((_, j) => j !== i))} />
              </div>
            );
          })}
          <Button
            type="button"
            basic
            icon="plus"
            className="add-region"
            content={t('screens.infoLists.freight.addRegion')}
            onClick={() => setRules((all) => [...all, { codes: [], first_unit: '1', first_fee: '', extra_unit: '1', extra_fee: '', free_over: '' }])}
          />
          {formError && <div className="ui error message form-error">{formError}</div>}
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
