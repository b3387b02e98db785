/**
 * A member's own screen (`/memberList/listItem?id=N`): the profile, then tabs of the member's orders, balance, points,
 * contribution and growth flows (the ledger by asset), direct referrals and addresses. Each tab reads its resource
 * filtered by the member, and is shown only to a role that may read it. Without an id it asks for a member.
 */
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ScreenLink } from '../../components/ScreenLink.tsx';
import { RESOURCE_ENDPOINTS, RESOURCES, type ResourceName } from '../../../../contract/index.ts';
import { VIP_LEVEL } from '../../../../contract/enums.ts';
import { LEDGER_ASSET, type LedgerAsset, MEMBER_STATUS } from '../../../../contract/resources/members.ts';
import { useApiQuery } from '../../hooks/useApi.ts';
import { useLang } from '../../hooks/useLang.ts';
import { useStores } from '../../stores/index.ts';
import type { ColumnDesc, Row } from '../../screens/descriptions/types.ts';
import { memberNameColumn } from './descriptions/columns.ts';
import { resolveColumns } from '../../screens/lib/columns.ts';
import { cellContent } from '../../screens/cells/content.tsx';
import { EnumLabel } from '../../screens/parts/Cells.tsx';
import type { ScreenProps } from '../../screens/screen.ts';
import { referralTreeLink } from '../../screens/parts/MemberLink.tsx';
import { MemberSearch } from './MemberSearch.tsx';
import { ResourceTable } from './ResourceTable.tsx';

interface Tab {
  key: string;
  resource: ResourceName;
  query(id: number): Record<string, string | number>;
  columns: (string | ColumnDesc)[];
  actions?(row: Row): ReactNode;
}

const FLOW_COLUMNS = ['flow_no', 'type', 'direction', 'amount', 'balance_after', 'order_no', 'remark', 'created_at'];

/** An order's number opens the order list at that order. */
function OrderLink({ orderNo }: { orderNo: unknown }) {
  if (typeof orderNo !== 'string' || orderNo === '') return null;
  return (
    <ScreenLink to={`/order/index?order_no=${orderNo}`} className="open-order">
      <OpenText />
    </ScreenLink>
  );
}

const flowTab = (asset: LedgerAsset): Tab => ({
  key: asset,
  resource: 'ledger',
  query: (id) => ({ member_id: id, asset }),
  columns: FLOW_COLUMNS,
  actions: (row) => <OrderLink orderNo={row.order_no} />,
});

const TABS: Tab[] = [
  {
    key: 'orders',
    resource: 'orders',
    query: (id) => ({ member_id: id }),
    columns: ['order_no', 'type', 'merchant_name', { key: 'item_count', title: { zh: '件数', en: 'Items' } }, 'total', 'pay_method', 'status', 'created_at'],
    actions: (row) => <OrderLink orderNo={row.order_no} />,
  },
  ...LEDGER_ASSET.values.map(flowTab),
  {
    key: 'referrals',
    resource: 'members',
    query: (id) => ({ referrer_id: id }),
    columns: ['avatar', memberNameColumn('name', 'id'), 'mobile', 'vip_level', 'balance', 'status', 'created_at'],
  },
  {
    key: 'addresses',
    resource: 'memberAddresses',
    query: (id) => ({ member_id: id }),
    columns: ['receiver', 'mobile', 'province', 'city', 'district', 'address', 'is_default', 'created_at'],
  },
];

function OpenText() {
  const { t } = useTranslation();
  return <>{t('screens.members.detail.open')}</>;
}

export default function MemberDetail({ route }: ScreenProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { permission } = useStores();
  const [search, setSearch] = useSearchParams();
  const id = Number(search.get('id'));
  const chosen = Number.isInteger(id) && id > 0;
  const member = useApiQuery(RESOURCE_ENDPOINTS.members.get, { params: { id } }, { enabled: chosen });

  const tabs = useMemo(() => TABS.filter((tab) => permission.can(RESOURCES[tab.resource].permission.read)), [permission]);
  const current = tabs.find((tab) => tab.key === search.get('tab'));
  const shown =
    member.data !== undefined ? { row: member.data as Row } : member.error ? { error: member.error.message || t('screens.list.loadFailed') } : undefined;
  const title = route.meta.title[lang];

  if (!chosen) {
    return (
      <div className="screen member-detail" data-ready="true">
        <h2 className="ui header screen-title">{title}</h2>
        <MemberSearch resource="members" onPick={(picked) => setSearch({ id: String(picked) })} />
      </div>
    );
  }
  const select = (tab?: string) => setSearch(tab ? { id: String(id), tab } : { id: String(id) });
  return (
    <div className="screen member-detail" data-ready={Boolean(shown)} data-member={id}>
      <h2 className="ui header screen-title">{title}</h2>
      {shown?.error && (
        <div className="ui negative message load-error">
          <p>{shown.error}</p>
          <button type="button" className="ui small button" onClick={() => setSearch({})}>
            {t('screens.members.detail.another')}
          </button>
        </div>
      )}
      {shown?.row && (
        <>
          <MemberHeader row={shown.row} />
          <div className="ui secondary pointing menu member-tabs">
            <button type="button" className={`item ${current ? '' : 'active'}`} data-tab="profile" onClick={() => select()}>
              {t('screens.members.detail.tabs.profile')}
            </button>
            {tabs.map((tab) => (
              <button key={tab.key} type="button" className={`item ${current === tab ? 'active' : ''}`} data-tab={tab.key} onClick={() => select(tab.key)}>
                {t(`screens.members.detail.tabs.${tab.key}`)}
              </button>
            ))}
          </div>
          {current ? (
            <ResourceTable key={current.key} resource={current.resource} query={current.query(id)} columns={current.columns} actions={current.actions} className={`tab-${current.key}`} />
          ) : (
            <Profile row={shown.row} />
          )}
        </>
      )}
    </div>
  );
}

const PROFILE_FIELDS = ['id', 'name', 'nickname', 'mobile', 'vip_level', 'referrer_name', 'balance', 'points', 'contribution', 'growth', 'status', 'province', 'city', 'created_at'];

/** Who the screen is about, above the tabs. */
function MemberHeader({ row }: { row: Row }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="member-header" style={{ display: 'flex', gap: 16, alignItems: 'center', marginBottom: 12 }}>
      <img src={String(row.avatar)} alt="" width={56} height={56} className="ui circular image" />
      <div>
        <h3 className="ui header" style={{ margin: 0 }}>
          {String(row.name)}
        </h3>
        <span className="muted">{String(row.mobile)}</span> <EnumLabel def={VIP_LEVEL} value={row.vip_level} lang={lang} />{' '}
        <EnumLabel def={MEMBER_STATUS} value={row.status} lang={lang} />
      </div>
      <span style={{ flex: 1 }} />
      <ScreenLink to={referralTreeLink(Number(row.id))} className="ui small basic button open-referral-tree">
        {t('screens.members.openTree')}
      </ScreenLink>
    </div>
  );
}

function Profile({ row }: { row: Row }) {
  const lang = useLang();
  const fields = useMemo(() => resolveColumns(RESOURCES.members, PROFILE_FIELDS.filter((f) => f in RESOURCES.members.fields)), []);
  return (
    <div className="ui segment member-profile">
      <table className="ui definition compact table profile-fields">
        <tbody>
          {fields.map((f) => (
            <tr key={f.key} data-field={f.key}>
              <td style={{ width: 180 }}>{f.title[lang]}</td>
              <td>
                {cellContent(f, row, lang)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
