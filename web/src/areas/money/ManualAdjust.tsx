/**
 * Moving one member's asset by hand (docs/confirmations.md): `/finance/manualHandling`'s adjustment and
 * `/finance/gxzShegou`'s credit purchase (the specs in `AdjustTools.ts`). Once a whole phone number is typed the member
 * is looked up and shown (name, level, what they hold of the asset) before anything can be sent; a debit beyond that
 * is refused on the amount field (`debitRefusal`, the mock's rule too); saving asks first, showing the value before
 * and after. A refusal (a frozen member, the upstream's) keeps what was typed.
 */
import { useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import type { Text } from '../../../../contract/i18n.ts';
import { toCents } from '../../../../contract/money.ts';
import { debitRefusal, holdingText, LEDGER_ASSET, type LedgerAsset, type Member, } from '../../../../contract/resources/members.ts';
import { useLang } from '../../hooks/useLang.ts';
import { useApiMutation } from '../../hooks/useApi.ts';
import { useStores } from '../../stores/index.ts';
import { ContractFields, useContractForm } from '../../screens/parts/ContractForm.tsx';
import { Dialog } from '../../screens/parts/Dialog.tsx';
import { ConfirmDialog } from '../../screens/parts/Dialogs.tsx';
import { EditorActions, useDiscardAsk } from '../../screens/parts/discardAsk.tsx';
import { answerOf } from '../../screens/hooks/useSchemaForm.ts';
import { AdjustFacts, MemberFound } from './AdjustFacts.tsx';
import { ADJUST_TITLES, type AdjustSpec, type AdjustValues, CREDIT_PURCHASE, MANUAL_ADJUST, } from './AdjustTools.ts';
import { memberByMobile, useMemberLookup } from './memberLookup.ts';

type Values = AdjustValues;

/** The refusal of a debit the member does not hold, in the contract's words; none for a credit or an unknown member. */
function refusalOf(member: Member | undefined, v: Partial<Values>): Text | undefined {
  if (!member || v.sign !== 'minus' || !v.asset || !v.amount) return undefined;
  return debitRefusal(member, v.asset, toCents(v.amount) ?? 0n);
}

// the lists, the member's ledger and balance refresh by the mutation's invalidation, not by the list's reload
export const ManualAdjustTool = () => <AdjustTool spec={MANUAL_ADJUST} />;
export const CreditPurchaseTool = () => <AdjustTool spec={CREDIT_PURCHASE} />;

function AdjustTool({ spec }: { spec: AdjustSpec }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button primary icon="exchange" content={t(spec.titleKey)} onClick={() => setOpen(true)} className="adjust-button" />
      {open && (
        <AdjustDialog
          spec={spec}
          onDone={() => setOpen(false)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function AdjustDialog({ spec, onDone, onClose }: { spec: AdjustSpec; onDone(): void; onClose(): void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { api } = useStores();
  const adjust = useApiMutation(spec.call);
  const found = useRef<Member>();
  const fields = spec.fields;
  const initial = { asset: spec.asset ?? 'balance', sign: 'plus' };
  // the check reads the member looked up when the form is checked: the schema is made once
  const schema = useMemo(
    () =>
      spec.schema.superRefine((v, ctx) => {
        const refusal = refusalOf(found.current, { ...(v as Values), asset: spec.asset ?? (v as Values).asset });
        if (refusal) ctx.addIssue({ code: 'custom', path: ['amount'], message: refusal.en, params: { text: refusal } });
      }),
    [spec],
  );
  const [asking, setAsking] = useState<{ values: Values; member: Member; answer(error: string | undefined): void } | null>(null);

  const send = async (body: Record<string, unknown>): Promise<string | undefined> => {
    const values = { ...body, asset: spec.asset ?? body.asset } as Values;
    const member = found.current?.mobile === values.mobile ? found.current : await memberByMobile(api, values.mobile);
    if (!member) return t('screens.money.adjust.noMember', { mobile: values.mobile });
    if (member.status === 'frozen') return t('screens.money.adjust.frozen', { name: member.name });
    const refusal = refusalOf(member, values);
    if (refusal) {
      // the member's holding came in after the form was checked: refused on its field all the same
      form.setError('amount', { type: 'validate', message: refusal[lang] });
      return '';
    }
    // settled by the confirmation: its answer is the upstream's (an error on its field, or done); cancelled, nothing
    return new Promise((answer) => setAsking({ values, member, answer }));
  };
  const { form, formError, submit, formRef, busy, required, dirty } = useContractForm(fields, schema, initial, send);
  const ask = useDiscardAsk(dirty, onClose);
  const lookup = useMemberLookup(api, String(form.watch('mobile') ?? ''));
  found.current = lookup.state === 'found' ? lookup.member : undefined;
  const asset = (spec.asset ?? (form.watch('asset') || 'balance')) as LedgerAsset;

  const confirm = async () => {
    if (!asking) return;
    const { values, member, answer } = asking;
    const refusal = await answerOf(adjust.mutateAsync(spec.input(member.id, values) as never));
    setAsking(null);
    // no version is sent: a refusal is the upstream's words (a frozen member, a debit it refuses)
    if (refusal !== undefined) return answer(typeof refusal === 'string' ? refusal : refusal.error);
    toast.success(t('screens.money.adjust.done', { name: member.name }), { className: 'console-toast success' });
    answer(undefined);
    onDone();
  };

  return (
    <Dialog size="small" onClose={ask.close} className="form-modal adjust-dialog" closeOnDimmerClick={false}>
      <Dialog.Header>{t(spec.titleKey)}</Dialog.Header>
      <Dialog.Content scrolling>
        <form ref={formRef} id="adjust-form" className={`ui form ${formError ? 'error' : ''}`} onSubmit={submit} noValidate>
          <ContractFields fields={fields.slice(0, 1)} titles={ADJUST_TITLES} form={form} required={required} />
          <MemberFound lookup={lookup} asset={asset} lang={lang} />
          <ContractFields fields={fields.slice(1)} titles={ADJUST_TITLES} form={form} required={required} />
          {formError && <div className="ui error message form-error">{formError}</div>}
        </form>
      </Dialog.Content>
      <EditorActions ask={ask} form="adjust-form" busy={busy} submitText={t('screens.money.adjust.submit')} />
      {asking && (
        <ConfirmDialog
          title={t(`screens.money.adjust.${asking.values.sign}Title`, {
            name: asking.member.name,
            asset: LEDGER_ASSET.options[asking.values.asset][lang].toLowerCase(),
            amount: holdingText(asking.values.asset, asking.values.amount),
          })}
          facts={<AdjustFacts member={asking.member} values={asking.values} lang={lang} />}
          confirmText={t('screens.money.adjust.confirm')}
          danger={asking.values.sign === 'minus'}
          onConfirm={confirm}
          onClose={() => {
            asking.answer('');
            setAsking(null);
          }}
        />
      )}
    </Dialog>
  );
}
