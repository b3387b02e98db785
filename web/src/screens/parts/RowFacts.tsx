import type { Lang } from '../../../../contract/i18n.ts';
import type { Row } from '../descriptions/types.ts';
import type { ResolvedColumn } from '../lib/columns.ts';
import { cellContent } from '../cells/content.tsx';

/** A record's fields as a two-column table, each shown as its cell shows it (money, times, masked accounts). */
export function RowFacts({ row, fields, lang, className }: { row: Row; fields: readonly ResolvedColumn[]; lang: Lang; className: string }) {
  return (
    <table className={`ui definition very compact table ${className}`}>
      <tbody>
        {fields.map((f) => (
          <tr key={f.key} data-field={f.key}>
            <td style={{ width: 140 }}>{f.title[lang]}</td>
            <td>{cellContent(f, row, lang)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
