import { useTranslation } from 'react-i18next';
import { Pagination as SuiPagination } from 'semantic-ui-react';
import { PAGE_SIZES } from '../../../../contract/list.ts';
import { pageCount, rangeOf } from '../lib/pagination.ts';

export function Pagination({ page, limit, total, onChange }: { page: number; limit: number; total: number; onChange(page: number, limit: number): void }) {
  const { t } = useTranslation();
  const { from, to } = rangeOf(page, limit, total);
  return (
    <div className="list-pagination" style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 12, marginTop: 12, flexWrap: 'wrap' }}>
      <span className="muted">{t('screens.list.range', { from, to, total })}</span>
      <select aria-label={t('screens.list.pageSize')} className="ui compact dropdown page-size" value={limit} onChange={(e) => onChange(1, Number(e.target.value))}>
        {PAGE_SIZES.map((n) => (
          <option key={n} value={n}>
            {t('screens.list.perPage', { n })}
          </option>
        ))}
      </select>
      <SuiPagination
        size="mini"
        activePage={page}
        totalPages={pageCount(total, limit)}
        onPageChange={(_e, data) => onChange(Number(data.activePage), limit)}
        firstItem={null}
        lastItem={null}
      />
    </div>
  );
}
