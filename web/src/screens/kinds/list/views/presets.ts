/**
 * The views the console ships (docs/views.md "Presets"): for each screen that needs them, a named state expressed in
 * the list's own filters and tabs, with times counted back from the platform's clock when the view is opened.
 */
import dayjs from 'dayjs';
import type { Text } from '../../../../../../contract/i18n.ts';
import type { ViewState } from '../../../../../../contract/resources/views.ts';
import { platformTime, TIME_FORMAT } from '../../../../lib/format.ts';

export interface PresetView {
  /** `?view=<id>` in the URL. */
  id: string;
  screen: string;
  name: Text;
  state(now: string): ViewState;
}

const before = (now: string, hours: number) => dayjs(now).subtract(hours, 'hour').format(TIME_FORMAT);
const base = { filters: {}, tab: '', sort: '', limit: 20 };

export const PRESETS: readonly PresetView[] = [
  {
    id: 'unshipped-48h',
    screen: '/order/index',
    name: { zh: '超 48 小时未发货', en: 'Unshipped over 48 h' },
    // placed (and paid) more than 48 hours ago and still waiting to ship, oldest first
    state: (now) => ({ ...base, tab: 'to_ship', filters: { end_time: before(now, 48) }, sort: 'created_at' }),
  },
  {
    id: 'withdrawals-5000',
    screen: '/withDraw/index',
    name: { zh: '¥5,000 以上待审核', en: '¥5,000 or more in review' },
    state: () => ({ ...base, tab: 'in_review', filters: { amount_min: '5000' }, sort: '-amount' }),
  },
  {
    id: 'low-stock',
    screen: '/goods/index',
    name: { zh: '库存紧张', en: 'Low in stock' },
    state: () => ({ ...base, tab: 'low_stock', sort: 'stock' }),
  },
  {
    id: 'after-sales-24h',
    screen: '/afterSale/index',
    name: { zh: '超 24 小时待处理', en: 'Waiting over 24 h' },
    state: (now) => ({ ...base, tab: 'applied', filters: { end_time: before(now, 24) }, sort: 'created_at' }),
  },
  {
    id: 'merchants-pending',
    screen: '/store/check',
    name: { zh: '待审核入驻', en: 'Waiting for review' },
    state: () => ({ ...base, tab: 'pending', sort: 'created_at' }),
  },
];

export function presetsOf(screen: string, now: string = platformTime()): { id: string; name: Text; state: ViewState }[] {
  return PRESETS.filter((p) => p.screen === screen).map((p) => ({ id: p.id, name: p.name, state: p.state(now) }));
}
