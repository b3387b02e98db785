/**
 * The settings the seeded platform starts with: the platform-wide keys, and each area's own (its `*Config()`), as
 * the settings calls read them before anyone saves.
 */
import { DEFAULT_SCREEN_SETTINGS } from '../../contract/resources/screenSettings.ts';
import { SETTING_KEY } from '../../contract/settings.ts';
import { contentConfig } from './content/index.ts';
import { governanceConfig } from './governance/index.ts';
import { infoListsConfig } from './infoLists/index.ts';
import { infoSettingsConfig } from './infoSettings/index.ts';
import { marketingConfig } from './marketing/index.ts';
import { membersConfig } from './members/index.ts';
import { moneyConfig } from './money/index.ts';
import { storesConfig } from './stores/index.ts';

export function defaultConfig(): Record<string, unknown> {
  return {
    [SETTING_KEY.cutPrice]: { enabled: true, valid_hours: 24, max_helpers: 20, first_cut_percent: 30, daily_limit_per_member: 3, rules: '每位好友每天可帮砍一次，砍价成功后请在 24 小时内下单。' },
    [SETTING_KEY.groupBuy]: { enabled: true, valid_hours: 24, auto_fill: false, unpaid_close_minutes: 15, rules: '成团失败将自动原路退款。' },
    [SETTING_KEY.seckill]: { enabled: true, sessions: ['10:00', '14:00', '20:00'], session_minutes: 120, limit_per_member: 2, unpaid_close_minutes: 5, rules: '秒杀商品不支持使用优惠券。' },
    site_name: '优选商城',
    service_phone: '400-800-1234',
    withdraw_min: '10.00',
    withdraw_fee_percent: 0.6,
    order_auto_close_minutes: 30,
    order_auto_receive_days: 10,
    ...structuredClone(DEFAULT_SCREEN_SETTINGS),
    ...moneyConfig(),
    ...membersConfig(),
    ...storesConfig(),
    ...marketingConfig(),
    ...infoSettingsConfig(),
    ...infoListsConfig(),
    ...contentConfig(),
    ...governanceConfig(),
  };
}
