/** Settings screens: the consumption points system and the settlement template. */
import {
  pointsSystemSetting,
  SCREEN_SETTING_KEY,
  SCREEN_SETTING_TITLES,
  SETTLE_CYCLE,
  settlementTemplateSetting,
} from '../../../../contract/resources/screenSettings.ts';
import type { SettingsDescription } from '../../screens/descriptions/types.ts';

export function pointsSystemSettings(): SettingsDescription {
  return {
    kind: 'settings',
    configKey: SCREEN_SETTING_KEY.pointsSystem,
    schema: pointsSystemSetting,
    titles: SCREEN_SETTING_TITLES,
    sections: [
      {
        title: { zh: '积分获取', en: 'Earning points' },
        fields: [
          { name: 'enabled', input: 'bool' },
          { name: 'earn_per_yuan', input: 'int' },
          { name: 'expire_months', input: 'int' },
        ],
      },
      {
        title: { zh: '积分抵扣', en: 'Paying with points' },
        fields: [
          { name: 'points_per_yuan', input: 'int' },
          { name: 'max_deduct_percent', input: 'int' },
          { name: 'min_order_amount', input: 'money' },
        ],
      },
      { title: { zh: '规则说明', en: 'Rules' }, fields: [{ name: 'rules', input: 'textarea' }] },
    ],
  };
}

export function settlementTemplateSettings(): SettingsDescription {
  return {
    kind: 'settings',
    configKey: SCREEN_SETTING_KEY.settlementTemplate,
    schema: settlementTemplateSetting,
    titles: SCREEN_SETTING_TITLES,
    sections: [
      {
        title: { zh: '结算周期', en: 'Cycle' },
        fields: [
          { name: 'cycle', input: 'select', options: SETTLE_CYCLE },
          { name: 'delay_days', input: 'int' },
          { name: 'auto_settle', input: 'bool' },
        ],
      },
      {
        title: { zh: '金额与票据', en: 'Amounts and invoices' },
        fields: [
          { name: 'commission_percent', input: 'int' },
          { name: 'min_settle_amount', input: 'money' },
          { name: 'invoice_required', input: 'bool' },
          { name: 'remark', input: 'textarea' },
        ],
      },
    ],
  };
}
