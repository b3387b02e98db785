/** Cell renderers of the trade screens (orders, goods, after-sales): goods lines, a buyer, an order's drawer sections, a goods' gallery. */
import type { Lang } from '../../../../contract/i18n.ts';
import type { AfterSale } from '../../../../contract/resources/afterSales.ts';
import { type GoodsSku, ZONE_INFO_FIELDS, type ZoneInfo } from '../../../../contract/resources/goods.ts';
import type { Order } from '../../../../contract/resources/orders.ts';
import { ORDER_TYPE_INFO_ENUMS, ORDER_TYPE_INFO_FIELDS, type OrderTypeInfo } from '../../../../contract/resources/orderTypes.ts';
import { typeValueText, zoneValueText } from './infoTexts.ts';
import { EnumLabel, NONE, Thumb } from '../../screens/parts/Cells.tsx';
import { SkuTable } from './goods/SkuStock.tsx';
import { AfterSaleRequest } from './order/AfterSaleRequest.tsx';
import { LogisticsTimeline, OrderGoodsCell, OrderItems, OrderProgress } from './order/OrderDetail.tsx';
import type { CellArgs, CellRenderers, Row } from '../../screens/cells/types.ts';

const asOrder = (row: Row) => row as unknown as Order;
const asAfterSale = (row: Row) => row as unknown as AfterSale;
/** The fields a definitions section lists (its `args.fields`). */
const fieldsOf = (args: CellArgs | undefined) => (args?.fields ?? []) as readonly string[];

/** Label and text per field, as a definition table. */
function definitions(className: string, rows: readonly [string, string][]) {
  return (
    <table className={`ui definition very compact table ${className}`}>
      <tbody>
        {rows.map(([label, text]) => (
          <tr key={label}>
            <td style={{ width: 140 }}>{label}</td>
            <td>{text || '-'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const tradeCells = {
  orderGoods: (row, lang) => <OrderGoodsCell order={asOrder(row)} lang={lang} />,
  afterSaleGoods: (row, lang) => {
    const a = asAfterSale(row);
    return <OrderGoodsCell lang={lang} order={{ items: [{ name: a.goods_name, picture: a.goods_picture, quantity: a.quantity }] }} />;
  },
  // the name as the cell's own text, the phone (`args.phone`) on a line below: no wrapper elements in each of a page's rows
  nameOverPhone: (row, _lang, { key, args }) => (
    <>
      {String(row[key])}
      <div className="muted">{String(row[String(args?.phone)])}</div>
    </>
  ),
  // `type_info.<field>`: an enum as its label, the rest as text
  orderTypeField: (row, lang, { key }) => {
    const field = key.slice('type_info.'.length) as keyof OrderTypeInfo;
    const info = row.type_info as OrderTypeInfo;
    if (field in ORDER_TYPE_INFO_ENUMS && info[field] !== undefined) {
      return <EnumLabel def={ORDER_TYPE_INFO_ENUMS[field as keyof typeof ORDER_TYPE_INFO_ENUMS]} value={info[field]} lang={lang} />;
    }
    return typeValueText(field, info, lang) || NONE;
  },
  orderProgress: (row) => <OrderProgress order={asOrder(row)} />,
  orderItems: (row) => <OrderItems order={asOrder(row)} />,
  // an order's shipment, or an after-sale's return (`args`: the courier and tracking number fields)
  logistics: (row, lang, { args }) => (
    <LogisticsTimeline
      courier={row[String(args?.courier ?? 'courier')] as Order['courier']}
      trackingNo={row[String(args?.trackingNo ?? 'tracking_no')] as string | null}
      lang={lang}
    />
  ),
  orderTypeInfo: (row, lang: Lang, { args }) =>
    definitions(
      'type-fields',
      fieldsOf(args).map((f) => [ORDER_TYPE_INFO_FIELDS[f as keyof OrderTypeInfo][lang], typeValueText(f as keyof OrderTypeInfo, row.type_info as OrderTypeInfo, lang)]),
    ),
  zoneInfo: (row, lang: Lang, { args }) =>
    definitions(
      'zone-fields',
      fieldsOf(args).map((f) => [ZONE_INFO_FIELDS[f as keyof ZoneInfo][lang], zoneValueText(f as keyof ZoneInfo, row.zone_info as ZoneInfo, lang)]),
    ),
  skuTable: (row) => <SkuTable skus={row.skus as GoodsSku[]} />,
  afterSaleRequest: (row, lang) => <AfterSaleRequest afterSale={asAfterSale(row)} lang={lang} />,
  // every picture of a list field as a thumbnail, each opening the viewer at itself (a goods' gallery in its drawer)
  gallery: (row, _lang, { key }) => {
    const pictures = Array.isArray(row[key]) ? (row[key] as string[]) : [];
    const name = String(row.name ?? row.goods_name ?? '');
    return pictures.length > 0 ? (
      <div className="gallery-cell" style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
        {pictures.map((src, i) => <Thumb key={src} src={src} all={pictures} size={64} label={`${name} ${i + 1}/${pictures.length}`.trim()} />)}
      </div>
    ) : (
      '-'
    );
  },
} satisfies CellRenderers;
