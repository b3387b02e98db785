/**
 * The views the console ships (docs/views.md "Presets"): for each screen that needs them, a named state expressed in
 * the list's own filters and tabs, with times as relative rules counted back from the platform's clock whenever the view
 * is opened (`relativeTimes.ts`), so a view saved from a preset stays relative too.
 */
import type { Text } from '../../../../../../contract/i18n.ts';
import type { ViewState } from '../../../../../../contract/resources/views.ts';

export interface PresetView {
  /** `?view=<id>` in the URL. */
  id: string;
  screen: string;
  name: Text;
  state: ViewState;
}

const base = { filters: {}, tab: '', sort: '', limit: 20 };

export const PRESETS: readonly PresetView[] = [
  {
    id: 'unshipped-48h',
    screen: '/order/index',
    name: { zh: '超 48 小时未发货', en: 'Unshipped over 48 h' },
    // placed (and paid) more than 48 hours ago and still waiting to ship, oldest first
    state: { ...base, tab: 'to_ship', relative: { end_time: { hoursAgo: 48 } }, sort: 'created_at' },
  },
  {
    id: 'withdrawals-5000',
    screen: '/withDraw/index',
    name: { zh: '¥5,000 以上待审核', en: '¥5,000 or more in review' },
    state: { ...base, tab: 'in_review', filters: { amount_min: '5000' }, sort: '-amount' },
  },
  {
    id: 'low-stock',
    screen: '/goods/index',
    name: { zh: '库存紧张', en: 'Low in stock' },
    state: { ...base, tab: 'low_stock', sort: 'stock' },
  },
  {
    id: 'after-sales-24h',
    screen: '/afterSale/index',
    name: { zh: '超 24 小时待处理', en: 'Waiting over 24 h' },
    state: { ...base, tab: 'applied', relative: { end_time: { hoursAgo: 24 } }, sort: 'created_at' },
  },
  {
    id: 'merchants-pending',
    screen: '/store/check',
    name: { zh: '待审核入驻', en: 'Waiting for review' },
    state: { ...base, tab: 'pending', sort: 'created_at' },
  },
];

export function presetsOf(screen: string): readonly PresetView[] {
  return PRESETS.filter((p) => p.screen === screen);
}
