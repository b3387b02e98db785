/**
 * The goods screens: the goods list, each zone as the same list with the zone fixed and the zone's own fields, and
 * the review queues (audit kind) over the goods review resource.
 */
import type { Lang } from '../../../../../contract/i18n.ts';
import { GOODS_ZONE, ZONE_FIELDS, ZONE_INFO_FIELDS, type ZoneInfo } from '../../../../../contract/resources/goods.ts';
import { zoneValueText } from '../infoTexts.ts';
import type { ColumnDesc, DetailSection, DrawerDesign, FactsSection, FormFieldDesc, ListDescription, Row } from '../../../screens/descriptions/types.ts';
import { tradeCells } from '../cells.tsx';
import { GALLERY } from '../goods/Gallery.tsx';
import { SkuStockDialog } from '../goods/SkuStock.tsx';
import { SPECS_AND_SKUS } from '../goods/SpecEditor.tsx';

type Zone = (typeof GOODS_ZONE.values)[number];

/**
 * The goods form: the SKUs carry price, market price and stock (the goods show them read only), the platform picks the
 * merchant of new goods (a merchant lists for its own shop), a gallery and a freight template (docs/goods.md).
 */
const GOODS_FORM: FormFieldDesc[] = [
  { name: 'merchant_id', input: 'select', options: 'merchants', createOnly: true, needsLookup: true },
  { name: 'name', input: 'text' },
  { name: 'picture', input: 'picture' },
  { name: 'pictures', input: 'custom', editor: GALLERY },
  { name: 'class_id', input: 'select', options: 'leafClasses', title: { zh: '分类', en: 'Class' } },
  { name: 'skus', input: 'custom', editor: SPECS_AND_SKUS, title: { zh: '规格与价格库存', en: 'Specs, prices and stock' } },
  { name: 'freight_template_id', input: 'select', options: 'freightTemplates' },
  { name: 'sort', input: 'int' },
  { name: 'description', input: 'richtext' },
];
/** The goods list's form has the zone after the class; a zone's fixes it. */
const WITH_ZONE = GOODS_FORM.flatMap((f) => (f.name === 'class_id' ? [f, { name: 'zone', input: 'select', options: GOODS_ZONE } satisfies FormFieldDesc] : [f]));

/** The on-shelf column is a switch running the contract's on_shelf / off_shelf actions. */
const ON_SHELF: ColumnDesc = { key: 'on_shelf', toggle: { on: 'on_shelf', off: 'off_shelf' } };

// the default set fits a 1366 px laptop without scrolling sideways (docs/lists.md "Columns that fit"); the review
// state has its tabs, the sort order and the creation time are in the drawer and the column settings
const BASE_COLUMNS: (string | ColumnDesc)[] = [
  'picture', 'name', 'merchant_name', 'class_name', 'price', 'stock', 'sales', ON_SHELF,
  { key: 'audit_state', optional: true },
  { key: 'sort', optional: true },
  { key: 'created_at', optional: true },
  { key: 'id', optional: true },
  { key: 'market_price', optional: true },
  { key: 'recommend', optional: true },
];

const GOODS_ROW_ACTIONS = ['view', 'edit', 'stock', 'log', 'on_shelf', 'off_shelf', 'recommend', 'unrecommend', 'recycle', 'restore', 'delete'];
const GOODS_BULK = ['on_shelf', 'off_shelf', 'recommend', 'move_class', 'recycle', 'restore'];
const GOODS_ACTION_FORMS: ListDescription['actionForms'] = {
  move_class: [{ name: 'class_id', input: 'select', options: 'leafClasses', title: { zh: '目标分类', en: 'Target class' } }],
};

/** Stock is set per SKU, in a dialog of its own. */
const GOODS_ACTION_DIALOGS: ListDescription['actionDialogs'] = { stock: SkuStockDialog };
const SKU_SECTION: DetailSection = { title: { zh: '规格库存', en: 'Stock per SKU' }, cell: tradeCells.skuTable };

/** The goods' drawer (docs/drawers.md): what they are and where they sell, then prices, SKUs, pictures, the page. */
const PRICE_SECTION: FactsSection = { title: { zh: '价格与库存', en: 'Price and stock' }, fields: ['price', 'market_price', 'stock', 'sales'] };
const PICTURES_SECTION: FactsSection = { title: { zh: '图片', en: 'Pictures' }, fields: [{ key: 'pictures', cell: tradeCells.gallery }] };
const DESCRIPTION_SECTION: FactsSection = { title: { zh: '商品详情', en: 'Description' }, fields: ['description'] };
const REJECTED_SECTION: FactsSection = { title: { zh: '驳回', en: 'Rejection' }, fields: ['reject_reason'], when: (row) => row.audit_state === 'rejected' };

function goodsDrawer(zoneSections: readonly DetailSection[] = []): DrawerDesign {
  return {
    identity: 'name',
    picture: 'picture',
    state: ['state', 'audit_state'],
    facts: ['merchant_name', 'class_name', 'zone'],
    primary: ['edit', 'stock', 'on_shelf', 'off_shelf'],
    sections: [
      PRICE_SECTION,
      SKU_SECTION,
      ...zoneSections,
      PICTURES_SECTION,
      { title: { zh: '展示', en: 'Display' }, fields: ['on_shelf', 'recommend', 'sort', 'created_at'] },
      REJECTED_SECTION,
      DESCRIPTION_SECTION,
    ],
  };
}

/** What a reviewer checks before approving goods: the drawer's sections, top to bottom. */
const REVIEW_CHECKLIST = [
  { zh: '名称、分类与专区相符', en: 'Name, class and zone agree' },
  { zh: '各规格的售价、市场价与库存合理', en: 'Each SKU’s price, market price and stock are plausible' },
  { zh: '图片清晰，与商品一致', en: 'Pictures are clear and show these goods' },
  { zh: '详情无违规或误导内容', en: 'The description has nothing forbidden or misleading' },
] as const;

const REVIEW_DRAWER: DrawerDesign = {
  identity: 'name',
  picture: 'picture',
  state: ['audit_state'],
  facts: ['merchant_name', 'class_name', 'zone', { key: 'created_at', title: { zh: '提交时间', en: 'Submitted' } }],
  primary: ['approve', 'reject'],
  checklist: REVIEW_CHECKLIST,
  sections: [PRICE_SECTION, SKU_SECTION, PICTURES_SECTION, REJECTED_SECTION, DESCRIPTION_SECTION],
};

function zoneColumn(field: keyof ZoneInfo): ColumnDesc {
  const text = (row: Row, lang: Lang) => zoneValueText(field, row.zone_info as ZoneInfo, lang);
  return {
    key: `zone_info.${field}`,
    title: ZONE_INFO_FIELDS[field],
    text,
    exportValue: (row, lang) => text(row, lang) || null,
  };
}

/** Editable zone fields (tiers are a list and stay as seeded). */
const ZONE_INPUT: Partial<Record<keyof ZoneInfo, FormFieldDesc['input']>> = {
  periods: 'int', down_payment: 'money', min_quantity: 'int', live_room: 'text', live_start: 'datetime', live_end: 'datetime',
  queue_length: 'int', free_every: 'int', rebate_percent: 'int', rebate_months: 'int', points_price: 'int', activity_name: 'text',
  activity_start: 'datetime', activity_end: 'datetime', superlink_url: 'text', limit_per_user: 'int', supplier: 'text',
};
/** The zone fields that end a window (a live broadcast, an activity): a day given alone ends at its last second. */
const ZONE_WINDOW_ENDS: readonly (keyof ZoneInfo)[] = ['live_end', 'activity_end'];

function zoneField(field: keyof ZoneInfo): FormFieldDesc[] {
  const input = ZONE_INPUT[field];
  if (!input) return [];
  return [{ name: `zone_info.${field}`, input, title: ZONE_INFO_FIELDS[field], ...(ZONE_WINDOW_ENDS.includes(field) && { endsWindow: true }) }];
}

export function goodsList(): ListDescription {
  return {
    kind: 'list',
    resource: 'goods',
    columns: [...BASE_COLUMNS.slice(0, 3), 'zone', ...BASE_COLUMNS.slice(3)],
    rowActions: GOODS_ROW_ACTIONS,
    bulk: GOODS_BULK,
    form: WITH_ZONE,
    actionForms: GOODS_ACTION_FORMS,
    actionDialogs: GOODS_ACTION_DIALOGS,
    drawer: goodsDrawer(),
    rowLabel: 'name',
  };
}

/** A zone: the goods list with the zone fixed, its own fields as columns, form fields and detail. */
export function zoneList(zone: Zone): ListDescription {
  const fields = ZONE_FIELDS[zone] ?? [];
  const extra = fields.filter((f) => f !== 'live_end' && f !== 'activity_end' && f !== 'activity_start').map(zoneColumn);
  return {
    kind: 'list',
    resource: 'goods',
    fixed: { zone },
    columns: [...BASE_COLUMNS.slice(0, 2), ...extra, ...BASE_COLUMNS.slice(2)],
    rowActions: GOODS_ROW_ACTIONS,
    bulk: GOODS_BULK,
    form: [...GOODS_FORM, ...fields.flatMap(zoneField)],
    actionForms: GOODS_ACTION_FORMS,
    actionDialogs: GOODS_ACTION_DIALOGS,
    drawer: goodsDrawer(fields.length === 0 ? [] : [{ title: GOODS_ZONE.options[zone], cell: tradeCells.zoneInfo, args: { fields } }]),
    rowLabel: 'name',
  };
}

/** A review queue: goods waiting for a decision, approve or reject with a reason shown afterwards in the row. */
export function goodsReview(fixed?: Record<string, string>): ListDescription {
  return {
    kind: 'audit',
    resource: 'goodsReview',
    fixed,
    columns: [
      // fits a 1366 px laptop (docs/lists.md "Columns that fit"): the stock and the rejection reason (empty while the goods
      // wait) are in the drawer and the column settings
      'picture', 'name', 'merchant_name', 'class_name', 'zone', 'price', 'audit_state', 'created_at',
      { key: 'stock', optional: true },
      { key: 'reject_reason', optional: true },
    ],
    rowActions: ['view', 'approve', 'reject'],
    bulk: ['approve', 'reject'],
    confirm: ['approve'],
    drawer: REVIEW_DRAWER,
    rowLabel: 'name',
  };
}

/** Merchants' requests to change the delivery time they promise: approve, or reject with a reason. */
export function deliveryChangeReview(): ListDescription {
  return {
    kind: 'audit',
    resource: 'deliveryChanges',
    // fits a 1366 px laptop (docs/lists.md "Columns that fit"): the rejection reason is in the drawer and the column settings
    columns: ['goods_picture', 'goods_name', 'merchant_name', 'current_days', 'requested_days', 'apply_reason', 'status', 'created_at', { key: 'reject_reason', optional: true }, { key: 'reviewed_at', optional: true }],
    rowActions: ['view', 'approve', 'reject'],
    bulk: ['approve', 'reject'],
    confirm: ['approve'],
    rowLabel: 'goods_name',
  };
}

/** Goods announced for a later sale, with the buyers waiting for the start. */
export function upcomingList(): ListDescription {
  return {
    kind: 'list',
    resource: 'upcomingGoods',
    columns: ['picture', 'name', 'merchant_name', 'price', 'presale_price', 'sale_start', 'reminders', 'status', { key: 'created_at', optional: true }],
    rowActions: ['view', 'postpone', 'start_now', 'cancel'],
    bulk: ['cancel'],
    actionForms: { postpone: [{ name: 'sale_start', input: 'datetime' }] },
    rowLabel: 'name',
  };
}
