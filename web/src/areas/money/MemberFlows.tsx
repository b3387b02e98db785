/**
 * A member's holding of one asset and its latest ledger entries, in a detail drawer (a withdrawal's applicant): what
 * an approval, a rejection or a payment did to the member shows right there.
 */
import { useTranslation } from 'react-i18next';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../../contract/index.ts';
import type { ListData } from '../../../../contract/list.ts';
import { ASSET_FIELD, type LedgerAsset, type LedgerEntry, type Member } from '../../../../contract/resources/members.ts';
import { useLang } from '../../hooks/useLang.ts';
import { useApiQuery } from '../../hooks/useApi.ts';
import { useStores } from '../../stores/index.ts';
import { EnumLabel, Time } from '../../screens/parts/Cells.tsx';
import { formatAssetAmount } from './assetAmount.ts';

const LATEST = 5;

export function MemberFlows({ memberId, asset }: { memberId: number; asset: LedgerAsset }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { permission } = useStores();
  const readable = permission.can(RESOURCES.ledger.permission.read);
  // both are invalidated by a change made on the list (docs/data-loading.md): the drawer follows an approval
  const member = useApiQuery(RESOURCE_ENDPOINTS.members.get, { params: { id: memberId } }, { enabled: readable });
  const ledger = useApiQuery(RESOURCE_ENDPOINTS.ledger.list, { query: { member_id: memberId, asset, sort: '-id', limit: LATEST } }, { enabled: readable });
  if (!readable) return null;
  const data = member.data !== undefined && ledger.data !== undefined ? { member: member.data as Member, entries: (ledger.data as ListData<LedgerEntry>).list } : undefined;
  if (!data) return <div className="ui active inline loader member-flows-loading" />;
  const holding = data.member[ASSET_FIELD[asset]];
  return (
    <div className="member-flows" data-holding={String(holding)}>
      <p>
        {t('screens.money.flows.holding', { name: data.member.name, asset: RESOURCES.ledger.enums?.asset?.options[asset]?.[lang] ?? asset })}{' '}
        <strong className="holding">{formatAssetAmount(asset, typeof holding === 'number' ? `${holding}.00` : holding)}</strong>
      </p>
      <table className="ui very compact small table member-flows-table">
        <thead>
          <tr>
            <th>{RESOURCES.ledger.fields.flow_no[lang]}</th>
            <th>{RESOURCES.ledger.fields.type[lang]}</th>
            <th>{RESOURCES.ledger.fields.amount[lang]}</th>
            <th>{RESOURCES.ledger.fields.balance_after[lang]}</th>
            <th>{RESOURCES.ledger.fields.remark[lang]}</th>
            <th>{RESOURCES.ledger.fields.created_at[lang]}</th>
          </tr>
        </thead>
        <tbody>
          {data.entries.map((e) => (
            <tr key={e.id} data-type={e.type} data-amount={e.amount}>
              <td>{e.flow_no}</td>
              <td>
                <EnumLabel def={RESOURCES.ledger.enums?.type} value={e.type} lang={lang} />
              </td>
              <td>{formatAssetAmount(asset, e.amount, true)}</td>
              <td>{formatAssetAmount(asset, e.balance_after)}</td>
              <td>{e.remark}</td>
              <td>
                <Time value={e.created_at} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
