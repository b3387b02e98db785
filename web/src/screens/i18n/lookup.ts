/** Texts of the lookup screens' long results (docs/lists.md "Virtual rows"), joined under `screens.lookup.`. */
import type { Texts } from '../../i18n/texts.ts';

export const zh = {
  showAll: '显示全部 {{count}} 条',
  showFirst: '显示前 {{shown}} 条（共 {{count}} 条）',
  capped: '只显示前 {{shown}} 条，其余 {{rest}} 条请在列表中查看。',
  keys: '在表格中按 Ctrl+End 到最后一行，Ctrl+Home 回到第一行。',
};
export const en: Texts<typeof zh> = {
  showAll: 'Show all {{count}}',
  showFirst: 'Show the first {{shown}} (of {{count}})',
  capped: 'Only the first {{shown}} are shown: see the full list for the other {{rest}}.',
  keys: 'In the table, Ctrl+End goes to the last row and Ctrl+Home back to the first.',
};
