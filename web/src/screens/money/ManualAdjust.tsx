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
import { maskAccount } from '../../../../contract/accounts.ts';
import { VIP_LEVEL } from '../../../../contract/enums.ts';
import type { Lang, Text } from '../../../../contract/i18n.ts';
import { fromCents, toCents } from '../../../../contract/money.ts';
import { ASSET_FIELD, debitRefusal, holdingText, LEDGER_ASSET, type LedgerAsset, type Member, members } from '../../../../contract/resources/members.ts';
import { useLang } from '../../layout/useLang.ts';
import { useStores } from '../../stores/index.ts';
import { ContractFields, useContractForm } from '../parts/ContractForm.tsx';
import { Dialog } from '../parts/Dialog.tsx';
import { ConfirmDialog } from '../parts/Dialogs.tsx';
import { EditorActions, useDiscardAsk } from '../parts/discardAsk.tsx';
import { ADJUST_TITLES, type AdjustSpec, type AdjustValues, CREDIT_PURCHASE, MANUAL_ADJUST, signed } from './AdjustTools.ts';
import { type MemberLookup, memberByMobile, useMemberLookup } from './memberLookup.ts';

type Values = AdjustValues;

/** The refusal of a debit the member does not hold, in the contract's words; none for a credit or an unknown member. */
function refusalOf(member: Member | undefined, v: Partial<Values>): Text | undefined {
  if (!member || v.sign !== 'minus' || !v.asset || !v.amount) return undefined;
  return debitRefusal(member, v.asset, toCents(v.amount) ?? 0n);
}

/** What the member holds of the asset after the adjustment. */
function holdingAfter(member: Member, v: Values): string {
  const before = toCents(member[ASSET_FIELD[v.asset]]) ?? 0n;
  const change = toCents(signed(v.sign, v.amount)) ?? 0n;
  return holdingText(v.asset, fromCents(before + change).replace(/,/g, ''));
}

export const ManualAdjustTool = ({ reload }: { reload(): void }) => <AdjustTool spec={MANUAL_ADJUST} reload={reload} />;
export const CreditPurchaseTool = ({ reload }: { reload(): void }) => <AdjustTool spec={CREDIT_PURCHASE} reload={reload} />;

function AdjustTool({ spec, reload }: { spec: AdjustSpec; reload(): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button primary icon="exchange" content={t(spec.titleKey)} onClick={() => setOpen(true)} className="adjust-button" />
      {open && (
        <AdjustDialog
          spec={spec}
          onDone={() => {
            setOpen(false);
            reload();
          }}
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
    const error = await spec.send(api, member.id, values);
    setAsking(null);
    if (error !== undefined) return answer(error);
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

/** Who the phone belongs to, as soon as it is a whole number: name, level, state, and what they hold of the asset. */
function MemberFound({ lookup, asset, lang }: { lookup: MemberLookup; asset: LedgerAsset; lang: Lang }) {
  const { t } = useTranslation();
  if (lookup.state === 'idle') return null;
  if (lookup.state !== 'found') {
    return (
      <p className="member-found muted" data-state={lookup.state}>
        {lookup.state === 'looking' ? t('screens.money.adjust.looking') : t('screens.money.adjust.noMember', { mobile: lookup.mobile })}
      </p>
    );
  }
  const m = lookup.member;
  return (
    <table className="ui definition very compact small table member-found" data-state="found" data-member-id={m.id}>
      <tbody>
        <tr data-field="name">
          <td style={{ width: 140 }}>{members.fields.name[lang]}</td>
          <td>
            {m.name}
            {m.status === 'frozen' && <span className="ui red mini label member-frozen">{t('screens.money.adjust.frozenTag')}</span>}
          </td>
        </tr>
        <tr data-field="vip_level">
          <td>{members.fields.vip_level[lang]}</td>
          <td>{VIP_LEVEL.options[m.vip_level]?.[lang]}</td>
        </tr>
        <tr data-field="holding">
          <td>{t('screens.money.adjust.holding', { asset: LEDGER_ASSET.options[asset][lang] })}</td>
          <td>{holdingText(asset, m[ASSET_FIELD[asset]])}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** The confirmation's facts: who, the asset, what they hold before, the change, after, and the remark. */
function AdjustFacts({ member, values, lang }: { member: Member; values: Values; lang: Lang }) {
  const { t } = useTranslation();
  const rows: [string, string, string][] = [
    ['name', members.fields.name[lang], member.name],
    ['mobile', members.fields.mobile[lang], maskAccount(member.mobile)],
    ['vip_level', members.fields.vip_level[lang], VIP_LEVEL.options[member.vip_level]?.[lang] ?? ''],
    ['asset', ADJUST_TITLES.asset[lang], LEDGER_ASSET.options[values.asset][lang]],
    ['before', t('screens.money.adjust.before'), holdingText(values.asset, member[ASSET_FIELD[values.asset]])],
    ['change', t('screens.money.adjust.change'), `${values.sign === 'minus' ? '-' : '+'}${holdingText(values.asset, values.amount)}`],
    ['after', t('screens.money.adjust.after'), holdingAfter(member, values)],
    ['remark', ADJUST_TITLES.remark[lang], values.remark],
  ];
  return (
    <table className="ui definition very compact table action-facts">
      <tbody>
        {rows.map(([key, title, value]) => (
          <tr key={key} data-field={key}>
            <td style={{ width: 140 }}>{title}</td>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
