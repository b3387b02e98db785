/** Columns and drawer sections the stores screens share. */
import { createElement } from 'react';
import { LicenceGallery } from '../../stores/LicenceGallery.tsx';
import type { ColumnDesc, DetailSection, Row } from '../types.ts';

const text = (row: Row, key: string) => String(row[key] ?? '');

/** Province, city and district of the area tree, then the street address. */
export const REGION_COLUMN: ColumnDesc = {
  key: 'region',
  title: { zh: '所在地区', en: 'Location' },
  render: (row) => createElement('span', { className: 'region' }, [text(row, 'province'), text(row, 'city'), text(row, 'district')].filter(Boolean).join(' ')),
  exportValue: (row) => `${text(row, 'province')} ${text(row, 'city')} ${text(row, 'district')} ${text(row, 'address')}`,
};

export const LICENCE_SECTION: DetailSection = {
  title: { zh: '资质图片', en: 'Licence pictures' },
  render: (row, lang) => createElement(LicenceGallery, { pictures: (row.licence_pictures as string[]) ?? [], lang }),
};

/** How many licence pictures an application carries. */
export const LICENCE_COUNT: ColumnDesc = {
  key: 'licence_pictures',
  title: { zh: '资质图片', en: 'Licences' },
  render: (row, lang) => {
    const n = ((row.licence_pictures as string[]) ?? []).length;
    return lang === 'zh' ? `${n} 张` : `${n} picture${n === 1 ? '' : 's'}`;
  },
  exportValue: (row) => ((row.licence_pictures as string[]) ?? []).length,
};
