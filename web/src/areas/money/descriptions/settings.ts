/** The money settings screens: rates and fees (0-100 %), amounts (≥ 0) and limits, each one config key. */
import { assignSetting, MONEY_SETTING_KEY, MONEY_SETTING_TITLES, propertySetting, repaySetting } from '../../../../../contract/resources/money/settings.ts';
import type { SettingsDescription } from '../../../screens/descriptions/types.ts';

export function propertySettings(): SettingsDescription {
  return {
    kind: 'settings',
    configKey: MONEY_SETTING_KEY.property,
    schema: propertySetting,
    titles: MONEY_SETTING_TITLES,
    sections: [
      {
        title: { zh: '资产转换', en: 'Conversions' },
        fields: [
          { name: 'conversion_enabled', input: 'bool' },
          { name: 'contribution_rate_percent', input: 'int' },
          { name: 'points_rate_percent', input: 'int' },
          { name: 'conversion_fee_percent', input: 'int' },
          { name: 'conversion_min', input: 'money' },
        ],
      },
      {
        title: { zh: '会员转账', en: 'Transfers' },
        fields: [
          { name: 'transfer_enabled', input: 'bool' },
          { name: 'transfer_fee_percent', input: 'int' },
          { name: 'transfer_daily_limit', input: 'money' },
        ],
      },
      {
        title: { zh: '提现', en: 'Withdrawals' },
        fields: [
          { name: 'withdraw_min', input: 'money' },
          { name: 'withdraw_max', input: 'money' },
          { name: 'withdraw_fee_percent', input: 'int' },
          { name: 'withdraw_daily_limit', input: 'money' },
        ],
      },
    ],
  };
}

export function assignSettings(): SettingsDescription {
  return {
    kind: 'settings',
    configKey: MONEY_SETTING_KEY.assign,
    schema: assignSetting,
    titles: MONEY_SETTING_TITLES,
    sections: [
      {
        title: { zh: '分配比例（合计 100%）', en: 'Shares (100 % in all)' },
        fields: [
          { name: 'platform_percent', input: 'int' },
          { name: 'merchant_percent', input: 'int' },
          { name: 'referrer_percent', input: 'int' },
          { name: 'community_percent', input: 'int' },
          { name: 'service_percent', input: 'int' },
        ],
      },
      {
        title: { zh: '分配时机', en: 'When' },
        fields: [
          { name: 'settle_after_days', input: 'int' },
          { name: 'min_assign_amount', input: 'money' },
        ],
      },
    ],
  };
}

export function repaySettings(): SettingsDescription {
  return {
    kind: 'settings',
    configKey: MONEY_SETTING_KEY.repay,
    schema: repaySetting,
    titles: MONEY_SETTING_TITLES,
    sections: [
      {
        title: { zh: '返还规则', en: 'Cash-back' },
        fields: [
          { name: 'enabled', input: 'bool' },
          { name: 'daily_rate_bp', input: 'int' },
          { name: 'cycle_days', input: 'int' },
          { name: 'auto_pay', input: 'bool' },
        ],
      },
      {
        title: { zh: '金额限制', en: 'Limits' },
        fields: [
          { name: 'min_payout', input: 'money' },
          { name: 'max_daily_payout', input: 'money' },
        ],
      },
      { title: { zh: '规则说明', en: 'Rules' }, fields: [{ name: 'rules', input: 'textarea' }] },
    ],
  };
}
