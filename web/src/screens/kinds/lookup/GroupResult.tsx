/**
 * One group of a lookup's results: its title and number of matches, then its first matches in the list table
 * (`parts/DataTable.tsx`), each with a link to the screen that handles it. A group with more matches offers them all
 * (up to LOOKUP_ALL_MAX), which the table renders virtually (docs/lists.md "Virtual rows").
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenLink } from '../../../components/ScreenLink.tsx';
import { Button } from 'semantic-ui-react';
import { RESOURCES } from '../../../../../contract/index.ts';
import type { ListData } from '../../../../../contract/list.ts';
import { LoadState } from '../../../components/LoadState.tsx';
import { useLang } from '../../../hooks/useLang.ts';
import type { LookupGroup, Row } from '../../descriptions/types.ts';
import { resolveColumns } from '../../lib/columns.ts';
import { DataTable } from '../../parts/DataTable.tsx';
import { VIRTUAL_FROM } from '../../../hooks/useVirtualRows.ts';
import { LOOKUP_ALL_MAX, useAllMatches } from './useAllMatches.ts';

export type GroupAnswer = { data: ListData<Row> } | { error: string };

interface Props {
  group: LookupGroup;
  /** The list query the group asked with (the text typed, for this group). */
  query: Record<string, string>;
  result: GroupAnswer;
}

export function GroupResult({ group, query, result }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const columns = useMemo(() => resolveColumns(RESOURCES[group.resource], group.columns), [group]);
  const [all, setAll] = useState(false);
  const total = 'data' in result ? result.data.total : 0;
  const everything = useAllMatches(group.resource, query, total, all);
  // A match the role has no screen for stays listed, without a link that would only lead to "no permission".
  const link = group.link;
  const openLink = link
    ? (row: Row) => {
        return (
          <ScreenLink to={link(row)} className="lookup-open">
            {t('screens.lookup.open')}
          </ScreenLink>
        );
      }
    : undefined;
  if ('data' in result && total === 0) return null;
  const rows = everything.rows ?? ('data' in result ? result.data.list : []);
  const rest = total - rows.length;
  const count = (n: number) => n.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en');
  return (
    <div className="ui segment lookup-group" data-resource={group.resource}>
      <h4 className="ui header">
        {group.title[lang]}
        {'data' in result && <span className="ui mini circular label">{total}</span>}
      </h4>
      {'error' in result ? (
        <p className="ui negative message">{result.error}</p>
      ) : (
        <>
          {rows.length >= VIRTUAL_FROM && <p className="muted lookup-keys">{t('screens.lookup.keys')}</p>}
          <DataTable columns={columns} rows={rows} actions={openLink} loadingRows={0} label={group.title[lang]} />
        </>
      )}
      <LoadState loading={everything.loading} error={everything.error} hasData={false} retry={everything.retry} />
      {rest > 0 && !all && (
        <p className="muted lookup-more">
          {t('screens.lookup.more', { count: rest })}{' '}
          <Button size="mini" basic className="lookup-all" onClick={() => setAll(true)}>
            {total > LOOKUP_ALL_MAX ? t('screens.lookup.showFirst', { shown: count(LOOKUP_ALL_MAX), count: count(total) }) : t('screens.lookup.showAll', { count: count(total) })}
          </Button>
        </p>
      )}
      {rest > 0 && everything.rows && <p className="muted lookup-capped">{t('screens.lookup.capped', { shown: count(rows.length), rest: count(rest) })}</p>}
    </div>
  );
}
