/**
 * The referral tree (`/memberList/relational?id=N`): a member and, level by level on demand, the members they
 * referred. Expanding a node asks the upstream for one page of its direct referrals (each with its own count), so a
 * member with thousands of descendants opens with one small call; a large level grows with "load more".
 */
import type { TFunction } from 'i18next';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { VIP_LEVEL } from '../../../../contract/enums.ts';
import type { Lang } from '../../../../contract/i18n.ts';
import { RESOURCE_ENDPOINTS } from '../../../../contract/index.ts';
import type { ListData } from '../../../../contract/list.ts';
import { MEMBER_STATUS } from '../../../../contract/resources/members.ts';
import type { ReferralNode } from '../../../../contract/resources/members/relations.ts';
import { type LoadFailure, queryOptionsOf } from '../../lib/queries.ts';
import { useApiQuery } from '../../hooks/useApi.ts';
import { useLang } from '../../hooks/useLang.ts';
import { useStores } from '../../stores/index.ts';
import { EnumLabel } from '../../screens/parts/Cells.tsx';
import type { ScreenProps } from '../../screens/screen.ts';
import { MEMBER_DETAIL_PATH, memberDetailLink } from '../../screens/parts/MemberLink.tsx';
import { useMayOpen } from '../../components/ScreenLink.tsx';
import { MemberSearch } from './MemberSearch.tsx';
import { LEVEL_PAGE } from './treePaging.ts';


export default function ReferralTree({ route }: ScreenProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { api } = useStores();
  const client = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const id = Number(search.get('id'));
  const chosen = Number.isInteger(id) && id > 0;
  const root = useApiQuery(RESOURCE_ENDPOINTS.referrals.get, { params: { id } }, { enabled: chosen });
  const mayOpenMember = useMayOpen()(MEMBER_DETAIL_PATH);

  const ctx = useMemo<TreeContext>(
    () => ({
      t,
      lang,
      // through the query cache (docs/data-loading.md), without a subscription per node: a level opened again is there
      fetchLevel: (parent, page) =>
        client
          .fetchQuery(queryOptionsOf(api, RESOURCE_ENDPOINTS.referrals.list, { query: { referrer_id: parent, page, limit: LEVEL_PAGE, sort: 'id' } }))
          .then(
            (data) => data as ListData<ReferralNode>,
            (error: LoadFailure) => error.message || t('screens.list.loadFailed'),
          ),
      mayOpenMember,
    }),
    [t, lang, api, client, mayOpenMember],
  );
  const shown =
    root.data !== undefined ? { node: root.data as ReferralNode } : root.error ? { error: root.error.message || t('screens.list.loadFailed') } : undefined;
  const pick = (picked: number) => setSearch({ id: String(picked) });
  return (
    <div className="screen referral-tree" data-ready={!chosen || Boolean(shown)}>
      <h2 className="ui header screen-title">{route.meta.title[lang]}</h2>
      <MemberSearch resource="referrals" onPick={pick} />
      {shown?.error && <div className="ui negative message load-error">{shown.error}</div>}
      {shown?.node && (
        <div className="ui segment tree-segment">
          <p className="muted">{t('screens.members.tree.hint')}</p>
          <ul className="referral-nodes root" style={{ listStyle: 'none', paddingLeft: 0, margin: 0 }}>
            <TreeNode key={shown.node.id} node={shown.node} depth={0} ctx={ctx} />
          </ul>
        </div>
      )}
    </div>
  );
}

interface Level {
  nodes: ReferralNode[];
  total: number;
  pages: number;
}

/**
 * What every node needs from the screen, made once per screen and passed down: a level of 100 nodes then renders
 * without 100 subscriptions to the language, the stores and the router (the open time of a big node is mostly this).
 */
interface TreeContext {
  t: TFunction;
  lang: Lang;
  fetchLevel(id: number, page: number): Promise<ListData<ReferralNode> | string>;
  /** Whether the role may open a member's detail screen: else a node's name is plain text. */
  mayOpenMember: boolean;
}

const TreeNode = memo(function TreeNode({ node, depth, ctx }: { node: ReferralNode; depth: number; ctx: TreeContext }) {
  const { t, lang } = ctx;
  const [open, setOpen] = useState(false);
  const [level, setLevel] = useState<Level>();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();

  const load = async (page: number) => {
    setLoading(true);
    const data = await ctx.fetchLevel(node.id, page);
    setLoading(false);
    if (typeof data === 'string') {
      setError(data);
      return;
    }
    setError(undefined);
    setLevel((prev) => ({ nodes: page === 1 ? data.list : [...(prev?.nodes ?? []), ...data.list], total: data.total, pages: page }));
  };
  const toggle = () => {
    if (!open && !level) void load(1);
    setOpen(!open);
  };
  const leaf = node.referral_count === 0;
  return (
    <li className="tree-node" data-node={node.id} data-depth={depth}>
      <div className="tree-line" style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0', paddingLeft: depth * 24 }}>
        <button
          type="button"
          className="ui mini basic icon button tree-toggle"
          disabled={leaf}
          aria-expanded={open}
          aria-label={t(open ? 'screens.members.tree.collapse' : 'screens.members.tree.expand')}
          onClick={toggle}
          style={{ visibility: leaf ? 'hidden' : 'visible' }}
        >
          <i className={`${open ? 'minus' : 'plus'} icon`} />
        </button>
        <img src={node.avatar} alt="" width={24} height={24} className="ui avatar image" loading="lazy" />
        {/* a plain hash link: the hash router follows it like a <Link>, without a router subscription per node */}
        {ctx.mayOpenMember ? (
          <a href={`#${memberDetailLink(node.id)}`} className="member-link" data-member={node.id}>
            {node.name}
          </a>
        ) : (
          <span>{node.name}</span>
        )}
        <span className="muted">{node.mobile}</span>
        <EnumLabel def={VIP_LEVEL} value={node.vip_level} lang={lang} />
        {node.status !== 'normal' && <EnumLabel def={MEMBER_STATUS} value={node.status} lang={lang} />}
        <span className="referral-count">{t('screens.members.tree.direct', { count: node.referral_count })}</span>
      </div>
      {open && (
        <div className="tree-children" data-parent={node.id}>
          {error && <div className="ui small negative message">{error}</div>}
          {!level && loading && <div className="ui active inline mini loader" style={{ marginLeft: (depth + 1) * 24 }} />}
          {level && (
            <ul className="referral-nodes" style={{ listStyle: 'none', paddingLeft: 0, margin: 0 }}>
              {level.nodes.map((child) => (
                <TreeNode key={child.id} node={child} depth={depth + 1} ctx={ctx} />
              ))}
            </ul>
          )}
          {level && level.nodes.length < level.total && (
            <button
              type="button"
              className="ui mini basic button load-more"
              style={{ marginLeft: (depth + 1) * 24 }}
              disabled={loading}
              onClick={() => void load(level.pages + 1)}
            >
              {t('screens.members.tree.more', { shown: level.nodes.length, total: level.total })}
            </button>
          )}
        </div>
      )}
    </li>
  );
});
