/** A freight template's rules as text, for its list column, its export and its editor's regional table. */
import type { Lang } from '../../../../contract/i18n.ts';
import { formatMoney } from '../../lib/format.ts';
import type { Row } from '../../screens/cells/types.ts';

/** "首1件 ¥8.00，续1件 ¥3.00" / "First 1 pcs ¥8.00, each further 1 pcs ¥3.00", in the template's unit. */
export function freightRulesText(row: Row, lang: Lang): string {
  const unit = row.charge_by === 'weight' ? 'kg' : lang === 'zh' ? '件' : 'pcs';
  const fee = (v: unknown) => formatMoney(String(v));
  return lang === 'zh'
    ? `首${row.first_unit}${unit} ${fee(row.first_fee)}，续${row.extra_unit}${unit} ${fee(row.extra_fee)}`
    : `First ${row.first_unit} ${unit} ${fee(row.first_fee)}, each further ${row.extra_unit} ${unit} ${fee(row.extra_fee)}`;
}
