/**
 * Creating and editing a coupon: the fields its kind and validity need (an amount or a discount, a date range or N
 * days after claim), the categories or goods of its scope, and the contract's rules checked before sending.
 */
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../../contract/index.ts';
import { COUPON_KIND, COUPON_SCOPE, COUPON_VALIDITY, type Coupon, couponInput } from '../../../../contract/resources/marketing/coupons.ts';
import { useLang } from '../../layout/useLang.ts';
import type { EditorProps } from '../descriptions/types.ts';
import { WINDOW_FIELDS } from '../descriptions/windowFields.ts';
import { type DayTime, splitDateTime } from '../lib/dateTime.ts';
import { coerce } from '../lib/validation.ts';
import { type Picked, ScopePicker } from './pickers.tsx';
import { Dialog } from '../parts/Dialog.tsx';
import { EditorActions, useDiscardAsk } from '../parts/discardAsk.tsx';
import { DateTimeField, EnumSelect, Field, TextInput } from '../parts/FormFields.tsx';
import { useRecordSave, useSchemaForm } from '../parts/useSchemaForm.ts';

interface CouponDraft {
  name: string;
  kind: string;
  amount: string;
  discount: string;
  threshold: string;
  validity: string;
  start_at: DayTime;
  end_at: DayTime;
  valid_days: string;
  new_member_days: string;
  total: string;
  per_limit: string;
  scope: string;
  scope_items: Picked[];
}

const FIELDS = ['name', 'kind', 'amount', 'discount', 'threshold', 'validity', 'start_at', 'end_at', 'valid_days', 'new_member_days', 'total', 'per_limit', 'scope', 'scope_ids'];

function draftOf(row: Coupon | undefined): CouponDraft {
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return {
    name: text(row?.name),
    kind: row?.kind ?? 'amount',
    amount: row && row.kind === 'amount' ? row.amount : '',
    discount: text(row?.discount),
    threshold: row?.threshold ?? '0.00',
    validity: row?.validity ?? 'range',
    start_at: splitDateTime(row?.start_at),
    end_at: splitDateTime(row?.end_at),
    valid_days: text(row?.valid_days),
    new_member_days: text(row?.new_member_days),
    total: text(row?.total),
    per_limit: text(row?.per_limit ?? 1),
    scope: row?.scope ?? 'all',
    scope_items: row ? row.scope_ids.map((id, i) => ({ id, name: row.scope_names[i] ?? String(id) })) : [],
  };
}

/** The body the contract expects: only the fields the kind and validity use; the others are null or left out. */
function bodyOf(d: CouponDraft, newMember: boolean): Record<string, unknown> {
  const range = d.validity === 'range';
  const body: Record<string, unknown> = {
    name: d.name,
    kind: coerce('select', d.kind),
    amount: d.kind === 'amount' ? coerce('money', d.amount) : '0.00',
    discount: d.kind === 'discount' ? (coerce('decimal', d.discount) ?? null) : null,
    threshold: coerce('money', d.threshold),
    validity: coerce('select', d.validity),
    start_at: range ? (coerce('datetime', d.start_at) ?? null) : null,
    end_at: range ? (coerce('datetime', d.end_at) ?? null) : null,
    valid_days: range ? null : (coerce('int', d.valid_days) ?? null),
    total: coerce('int', d.total),
    per_limit: coerce('int', d.per_limit),
    scope: coerce('select', d.scope),
    scope_ids: d.scope === 'all' ? [] : d.scope_items.map((p) => p.id),
  };
  if (newMember) body.new_member_days = coerce('int', d.new_member_days);
  return body;
}

function CouponEditor({ row, onSaved, onClose, audience }: EditorProps & { audience: Coupon['audience'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const name = audience === 'all' ? 'coupons' : 'newCoupons';
  const fields = RESOURCES[name].fields;
  const coupon = row as Coupon | undefined;
  const newMember = audience === 'new_member';
  const save = useRecordSave(RESOURCE_ENDPOINTS[name], coupon);
  const { form, submit, formRef, busy, formError, dirty, errorOf } = useSchemaForm<CouponDraft>({
    schema: couponInput,
    defaults: draftOf(coupon),
    bodyOf: (d) => bodyOf(d, newMember),
    fields: FIELDS,
    send: async (body) => {
      const refusal = await save(body);
      if (refusal === undefined) onSaved();
      // a conflict is the upstream's words here: this editor has no side-by-side view
      return typeof refusal === 'object' ? refusal.error : refusal;
    },
  });
  const ask = useDiscardAsk(dirty, onClose);
  const [kind, validity, scope] = form.watch(['kind', 'validity', 'scope']);

  const text = (field: keyof CouponDraft & string, hint?: string, inputMode?: 'decimal' | 'numeric') => (
    <Field name={field} id={`mk-${field}`} title={fields[field]} error={errorOf(field)} hint={hint}>
      <TextInput form={form} name={field} id={`mk-${field}`} inputMode={inputMode} />
    </Field>
  );
  const select = (field: 'kind' | 'validity' | 'scope', options: typeof COUPON_KIND.options | typeof COUPON_VALIDITY.options | typeof COUPON_SCOPE.options) => (
    <Field name={field} id={`mk-${field}`} title={fields[field]} error={errorOf(field)}>
      <EnumSelect form={form} name={field} id={`mk-${field}`} options={options} />
    </Field>
  );

  return (
    <Dialog size="small" onClose={ask.close} className="form-modal coupon-editor" closeOnDimmerClick={false}>
      <Dialog.Header>{`${coupon ? t('screens.list.edit') : t('screens.list.create')} · ${RESOURCES[name].title[lang]}`}</Dialog.Header>
      <Dialog.Content scrolling>
        <form ref={formRef} id="coupon-form" className={`ui form ${formError ? 'error' : ''}`} noValidate onSubmit={submit}>
          {text('name')}
          <div className="two fields">
            {select('kind', COUPON_KIND.options)}
            {kind === 'discount' ? text('discount', t('screens.marketing.coupon.discountHint'), 'decimal') : text('amount', undefined, 'decimal')}
          </div>
          {text('threshold', t('screens.marketing.coupon.thresholdHint'), 'decimal')}
          <div className="two fields">
            {select('validity', COUPON_VALIDITY.options)}
            {validity === 'days' && text('valid_days', undefined, 'numeric')}
          </div>
          {validity === 'range' && (
            <div className="two fields">
              {WINDOW_FIELDS.map((f) => (
                <DateTimeField key={f.name} form={form} field={f} id={`mk-${f.name}`} title={fields[f.name]} error={errorOf(f.name)} />
              ))}
            </div>
          )}
          {newMember && text('new_member_days', undefined, 'numeric')}
          <div className="two fields">
            {text('total', undefined, 'numeric')}
            {text('per_limit', undefined, 'numeric')}
          </div>
          {select('scope', COUPON_SCOPE.options)}
          {scope !== 'all' && (
            <Field name="scope_ids" id="mk-scope_ids" title={fields.scope_ids} error={errorOf('scope_ids')}>
              <Controller
                name="scope_items"
                control={form.control}
                render={({ field }) => <ScopePicker scope={scope === 'classes' ? 'classes' : 'goods'} picked={field.value} onChange={field.onChange} />}
              />
            </Field>
          )}
          {formError && <div className="ui error message form-error">{formError}</div>}
        </form>
      </Dialog.Content>
      <EditorActions ask={ask} form="coupon-form" busy={busy} />
    </Dialog>
  );
}

export function GeneralCouponEditor(props: EditorProps) {
  return <CouponEditor {...props} audience="all" />;
}
export function NewMemberCouponEditor(props: EditorProps) {
  return <CouponEditor {...props} audience="new_member" />;
}
