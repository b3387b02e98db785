/** Cell renderers of the stores screens: a store's region, its licence pictures, a signed amount, a profile change's value. */
import { MERCHANT_CATEGORY } from '../../../../contract/resources/merchants.ts';
import type { CellRenderers, Row } from '../../screens/cells/types.ts';
import { EnumLabel, Money, Thumb } from '../../screens/parts/Cells.tsx';
import { LicenceGallery } from './LicenceGallery.tsx';

const text = (row: Row, key: string) => String(row[key] ?? '');

export const storeCells = {
  // province, city and district of the area tree
  region: (row) => <span className="region">{[text(row, 'province'), text(row, 'city'), text(row, 'district')].filter(Boolean).join(' ')}</span>,
  licences: (row, lang) => <LicenceGallery pictures={(row.licence_pictures as string[]) ?? []} lang={lang} />,
  // income in green, money out in red
  signedAmount: (row, _lang, { key }) => {
    const out = String(row[key]).startsWith('-');
    return (
      <span className={out ? 'amount-out' : 'amount-in'} style={{ color: out ? '#db2828' : 'var(--tag-green)' }}>
        <Money value={row[key]} />
      </span>
    );
  },
  // a changed value as the store will show it: a logo as a picture, a category by its name
  storeChangeValue: (row, lang, { key }) => {
    const value = row[key];
    if (row.field === 'logo') return <Thumb src={value} />;
    if (row.field === 'category') return <EnumLabel def={MERCHANT_CATEGORY} value={value} lang={lang} />;
    return String(value ?? '');
  },
} satisfies CellRenderers;
