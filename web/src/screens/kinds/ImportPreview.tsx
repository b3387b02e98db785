/** The import screen's pieces: the targets offered, and the preview (docs/imports.md): the counts, the rows read with the dry run's verdict, paged, the bad ones alone on request. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { useLang } from '../../hooks/useLang.ts';
import type { ImportTarget } from '../descriptions/importTypes.ts';
import type { CheckedFile } from '../lib/importRows.ts';
import { Pagination } from '../parts/Pagination.tsx';

const PREVIEW_PAGE = 50;

export function ImportPreview({ checked, target, onlyBad, page, onOnlyBad, onPage, children }: {
  checked: CheckedFile;
  target: ImportTarget | undefined;
  onlyBad: boolean;
  page: number;
  onOnlyBad(only: boolean): void;
  onPage(page: number): void;
  /** The send button, while nothing was sent. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const shown = onlyBad ? checked.rows.filter((r) => r.error) : checked.rows;
  const pageRows = shown.slice((page - 1) * PREVIEW_PAGE, page * PREVIEW_PAGE);
  return (
    <div className="ui segment import-preview" data-good={checked.good} data-bad={checked.bad}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
        <strong className="import-counts">{t('screens.money.import.counts', { total: checked.rows.length, count: checked.rows.length, good: checked.good, bad: checked.bad })}</strong>
        <Button basic size="small" toggle active={onlyBad} content={t('screens.money.import.onlyBad')} onClick={() => onOnlyBad(!onlyBad)} className="only-bad" />
        <span style={{ flex: 1 }} />
        {children}
      </div>
      <table className="ui celled compact table data-table preview-table">
        <thead>
          <tr>
            <th>{t('screens.money.import.rowNo')}</th>
            {target?.columns.map((c) => <th key={c.key}>{c.title[lang]}</th>)}
            <th>{t('screens.money.import.check')}</th>
          </tr>
        </thead>
        <tbody>
          {pageRows.map((r) => (
            <tr key={r.row} className={r.error ? 'negative' : ''} data-row={r.row}>
              <td>{r.row}</td>
              {target?.columns.map((c) => <td key={c.key}>{r.cells[c.key]}</td>)}
              <td className="row-check">{r.error ?? t('screens.money.import.ok')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination page={page} limit={PREVIEW_PAGE} total={shown.length} onChange={onPage} />
    </div>
  );
}

/** The targets to pick from, when the screen offers more than one. */
export function ImportTargets({ targets, current, onPick }: { targets: ImportTarget[]; current: ImportTarget | undefined; onPick(key: string): void }) {
  const lang = useLang();
  if (targets.length < 2) return null;
  return (
    <div className="ui buttons import-targets" style={{ marginBottom: 12 }}>
      {targets.map((x) => (
        <Button key={x.key} basic={x.key !== current?.key} primary={x.key === current?.key} data-target={x.key} content={x.title[lang]} onClick={() => onPick(x.key)} />
      ))}
    </div>
  );
}
