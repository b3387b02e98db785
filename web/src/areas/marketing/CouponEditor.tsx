/**
 * Creating and editing a coupon: the fields its kind and validity need (an amount or a discount, a date range or N
 * days after claim), the categories or goods of its scope, and the contract's rules checked before sending.
 */
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../../contract/index.ts';
import { COUPON_KIND, COUPON_SCOPE, COUPON_VALIDITY, type Coupon, couponInput } from '../../../../contract/resources/marketing/coupons.ts';
import { useLang } from '../../hooks/useLang.ts';
import type { EditorProps } from '../../screens/descriptions/componentProps.ts';
import { WINDOW_FIELDS } from '../../screens/descriptions/windowFields.ts';
import { ScopePicker } from './pickers.tsx';
import { Dialog } from '../../screens/parts/Dialog.tsx';
import { EditorActions, useDiscardAsk } from '../../screens/parts/discardAsk.tsx';
import { DateTimeField, EnumSelect, Field, TextInput } from '../../screens/parts/FormFields.tsx';
import { bodyOf, CONFLICT_FIELDS, type CouponDraft, draftOf, FIELDS } from './couponDraft.ts';
import { ConflictPanel } from '../../screens/parts/ConflictPanel.tsx';
import { useRecordForm } from '../../screens/parts/useRecordForm.ts';

function CouponEditor({ row, onSaved, onClose, audience }: EditorProps & { audience: Coupon['audience'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const name = audience === 'all' ? 'coupons' : 'newCoupons';
  const fields = RESOURCES[name].fields;
  const coupon = row as Coupon | undefined;
  const newMember = audience === 'new_member';
  const { form, submit, formRef, busy, formError, dirty, errorOf, way } = useRecordForm<CouponDraft>({
    endpoints: RESOURCE_ENDPOINTS[name],
    row: coupon,
    valuesOf: (record) => draftOf(record as Coupon | undefined),
    onSaved,
    schema: couponInput,
    bodyOf: (d) => bodyOf(d, newMember),
    fields: FIELDS,
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
        <ConflictPanel form={way} fields={CONFLICT_FIELDS} titles={{ ...fields, scope_items: fields.scope_ids }} />
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
