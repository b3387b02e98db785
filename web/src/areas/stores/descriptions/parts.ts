/** Columns and drawer sections the stores screens share. */
import type { ColumnDesc, DetailSection, Row } from '../../../screens/descriptions/types.ts';
import { storeCells } from '../cells.tsx';

const text = (row: Row, key: string) => String(row[key] ?? '');

/** Province, city and district of the area tree, then the street address. */
export const REGION_COLUMN: ColumnDesc = {
  key: 'region',
  title: { zh: '所在地区', en: 'Location' },
  cell: storeCells.region,
  exportValue: (row) => `${text(row, 'province')} ${text(row, 'city')} ${text(row, 'district')} ${text(row, 'address')}`,
};

export const LICENCE_SECTION: DetailSection = {
  title: { zh: '资质图片', en: 'Licence pictures' },
  cell: storeCells.licences,
};

/** How many licence pictures an application carries. */
export const LICENCE_COUNT: ColumnDesc = {
  key: 'licence_pictures',
  title: { zh: '资质图片', en: 'Licences' },
  text: (row, lang) => {
    const n = ((row.licence_pictures as string[]) ?? []).length;
    return lang === 'zh' ? `${n} 张` : `${n} picture${n === 1 ? '' : 's'}`;
  },
  exportValue: (row) => ((row.licence_pictures as string[]) ?? []).length,
};
