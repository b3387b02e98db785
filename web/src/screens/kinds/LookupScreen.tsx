/**
 * The lookup kind: one search box over several kinds of record. Each group asks its own resource (in parallel) and
 * shows its first matches with a link to the screen that handles them, and all of them on request (`lookup/GroupResult.tsx`).
 * The text typed is kept in the URL (`?q=`).
 */
import { useQueries } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from 'semantic-ui-react';
import { RESOURCE_ENDPOINTS } from '../../../../contract/index.ts';
import type { ListData } from '../../../../contract/list.ts';
import { type LoadFailure, queryOptionsOf } from '../../lib/queries.ts';
import { useLang } from '../../hooks/useLang.ts';
import type { AppRoute } from '../../router/routes.ts';
import { useStores } from '../../stores/index.ts';
import type { LookupDescription, Row } from '../descriptions/types.ts';
import { type GroupAnswer, GroupResult } from './lookup/GroupResult.tsx';

/** Matches shown per group; the link opens the full list. */
export const LOOKUP_LIMIT = 10;

type Result = GroupAnswer | 'skipped';

export function LookupScreen({ route, desc }: { route: AppRoute; desc: LookupDescription }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { api } = useStores();
  const [search, setSearch] = useSearchParams();
  const q = (search.get('q') ?? '').trim();
  const [draft, setDraft] = useState(q);
  // one query per group the text can be looked up in (docs/data-loading.md); shown once all have answered
  const asked = desc.groups.map((group) => (q && group.query(q)) || undefined);
  const answers = useQueries({
    queries: desc.groups.map((group, i) => ({
      ...queryOptionsOf(api, RESOURCE_ENDPOINTS[group.resource].list, { query: { ...asked[i], limit: LOOKUP_LIMIT } }),
      enabled: asked[i] !== undefined,
    })),
  });
  const groups = answers.map((answer, i): Result | undefined => {
    if (!asked[i]) return 'skipped';
    if (answer.isError) return { error: (answer.error as LoadFailure).message || t('screens.list.loadFailed') };
    return answer.data === undefined ? undefined : { data: answer.data as ListData<Row> };
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim() ? new URLSearchParams({ q: draft.trim() }) : new URLSearchParams());
  };
  const shown = q && groups.every((g) => g !== undefined) ? (groups as Result[]) : null;
  const total = shown?.reduce((n, r) => n + (typeof r === 'object' && 'data' in r ? r.data.total : 0), 0) ?? 0;

  return (
    <div className="screen lookup-screen" data-searched={shown ? q : ''}>
      <h2 className="ui header screen-title">{route.meta.title[lang]}</h2>
      <form className="ui form segment" onSubmit={submit}>
        <div className="ui fluid action input">
          <input id="lookup-q" value={draft} placeholder={desc.placeholder[lang]} onChange={(e) => setDraft(e.target.value)} aria-label={desc.placeholder[lang]} />
          <Button primary type="submit" icon="search" content={t('screens.filter.search')} className="lookup-search" />
        </div>
      </form>
      {q && !shown && <div className="ui active centered inline loader" />}
      {shown && total === 0 && shown.every((r) => r === 'skipped' || 'data' in r) && (
        <div className="ui placeholder segment empty-state">
          <div className="ui icon header">
            <i className="search icon" />
            {t('screens.lookup.none', { q })}
          </div>
        </div>
      )}
      {shown?.map((result, i) => (typeof result === 'object' && asked[i] ? <GroupResult key={desc.groups[i].title.en} group={desc.groups[i]} query={asked[i]} result={result} /> : null))}
    </div>
  );
}
