/**
 * What the adjustment dialog shows of the member (docs/confirmations.md): who the phone belongs to once typed, and the
 * confirmation's facts, the value before, the change and the value after, so it says exactly what it will do.
 */
import { useTranslation } from 'react-i18next';
import { maskAccount } from '../../../../contract/accounts.ts';
import { VIP_LEVEL } from '../../../../contract/enums.ts';
import type { Lang } from '../../../../contract/i18n.ts';
import { fromCents, toCents } from '../../../../contract/money.ts';
import { ASSET_FIELD, holdingText, LEDGER_ASSET, type LedgerAsset, type Member, members } from '../../../../contract/resources/members.ts';
import { ADJUST_TITLES, type AdjustValues, signed } from './AdjustTools.ts';
import type { MemberLookup } from './memberLookup.ts';

type Values = AdjustValues;

/** What the member holds of the asset after the adjustment. */
function holdingAfter(member: Member, v: Values): string {
  const before = toCents(member[ASSET_FIELD[v.asset]]) ?? 0n;
  const change = toCents(signed(v.sign, v.amount)) ?? 0n;
  return holdingText(v.asset, fromCents(before + change).replace(/,/g, ''));
}

/** Who the phone belongs to, as soon as it is a whole number: name, level, state, and what they hold of the asset. */
export function MemberFound({ lookup, asset, lang }: { lookup: MemberLookup; asset: LedgerAsset; lang: Lang }) {
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
export function AdjustFacts({ member, values, lang }: { member: Member; values: Values; lang: Lang }) {
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
