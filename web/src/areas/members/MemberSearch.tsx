/** Find a member by name or phone and pick one: what the detail and the tree show before a member is chosen. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { RESOURCE_ENDPOINTS } from '../../../../contract/index.ts';
import type { ListData } from '../../../../contract/list.ts';
import { useApiQuery } from '../../hooks/useApi.ts';
import { useLang } from '../../hooks/useLang.ts';
import { VIP_LEVEL } from '../../../../contract/enums.ts';
import { EnumLabel } from '../../screens/parts/Cells.tsx';

interface Found {
  id: number;
  name: string;
  mobile: string;
  vip_level: number;
}

/** `resource`: the members list (detail) or the referral nodes (tree), whichever the route's label may read. */
export function MemberSearch({ resource, onPick }: { resource: 'members' | 'referrals'; onPick(id: number): void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [text, setText] = useState('');
  // the keyword searched for ('' before the first search), and whether the last search was of nothing
  const [asked, setAsked] = useState('');
  const [empty, setEmpty] = useState(false);
  const query = useApiQuery(RESOURCE_ENDPOINTS[resource].list, { query: { keyword: asked, limit: 20, sort: 'id' } }, { enabled: asked !== '' });
  const found = asked ? (query.data as ListData<Found> | undefined)?.list : undefined;
  const error = empty ? t('screens.members.search.empty') : query.error ? query.error.message || t('screens.list.loadFailed') : undefined;
  const search = () => {
    const keyword = text.trim();
    setEmpty(keyword === '');
    if (keyword === '') return;
    // the same words again ask again: a member may have joined since
    if (keyword === asked) void query.refetch();
    else setAsked(keyword);
  };
  return (
    <div className="ui segment member-search">
      <p className="muted">{t('screens.members.search.hint')}</p>
      <form
        className="ui action input"
        onSubmit={(e) => {
          e.preventDefault();
          search();
        }}
      >
        <input name="member-search" value={text} placeholder={t('screens.members.search.placeholder')} onChange={(e) => setText(e.target.value)} />
        <Button primary type="submit" icon="search" content={t('screens.filter.search')} className="member-search-button" />
      </form>
      {error && <div className="ui pointing red basic label search-error">{error}</div>}
      {found?.length === 0 && <p className="no-match">{t('screens.members.search.none')}</p>}
      {found && found.length > 0 && (
        <div className="ui relaxed divided list search-results">
          {found.map((m) => (
            <div key={m.id} className="item">
              <Button size="mini" basic floated="right" content={t('screens.members.search.pick')} onClick={() => onPick(m.id)} className="pick-member" data-member={m.id} />
              <div className="content">
                <strong>{m.name}</strong> <span className="muted">{m.mobile}</span> <EnumLabel def={VIP_LEVEL} value={m.vip_level} lang={lang} />{' '}
                <span className="muted">ID {m.id}</span>
              </div>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
