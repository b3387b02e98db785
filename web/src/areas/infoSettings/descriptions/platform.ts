/** Platform screens: parameters and funds (one shared screen), members' assets, and the platform's qualifications. */
import { asset, platformAptitude, propertySet, setting } from '../../../../../contract/resources/infoSettings/platform.ts';
import type { SettingsDescription } from '../../../screens/descriptions/types.ts';
import { settingsScreen } from './fields.ts';
import { feeNames, windowSection } from './sections.ts';

/** One screen, two variants: the platform's parameters with its service hours, or its funds with withdrawal hours. */
export function settingAssetScreen(variant: 'setting' | 'asset'): SettingsDescription {
  if (variant === 'setting') {
    return settingsScreen(setting, [
      [{ zh: '平台信息', en: 'Platform' }, ['platform_name', 'service_phone', 'icp_no', 'invoice_enabled', 'default_avatar']],
      windowSection({ zh: '客服时间', en: 'Service hours' }),
    ]);
  }
  return settingsScreen(asset, [
    [{ zh: '提现', en: 'Withdrawals' }, ['withdraw_enabled', 'withdraw_min', 'withdraw_daily_max', 'withdraw_daily_times', ...feeNames, 'arrival_days']],
    windowSection({ zh: '提现受理时间', en: 'Withdrawal hours' }),
    [{ zh: '充值', en: 'Top-ups' }, ['recharge_enabled', 'recharge_min', 'recharge_gift_rate']],
  ]);
}

export const propertySetScreen = (): SettingsDescription =>
  settingsScreen(propertySet, [
    [{ zh: '积分', en: 'Points' }, ['points_per_yuan', 'points_expire_months']],
    [{ zh: '余额转账', en: 'Balance transfers' }, ['transfer_enabled', 'transfer_min', ...feeNames]],
    [{ zh: '佣金与购物券', en: 'Commission and vouchers' }, ['commission_freeze_days', 'voucher_valid_days']],
  ]);

export const platformAptitudeScreen = (): SettingsDescription =>
  settingsScreen(platformAptitude, [
    [{ zh: '企业信息', en: 'Company' }, ['company_name', 'credit_code', 'legal_person', 'licence_valid_until']],
    [{ zh: '资质图片', en: 'Licence pictures' }, ['licence_picture', 'icp_picture', 'food_permit_picture', 'payment_picture']],
    [{ zh: '备注', en: 'Note' }, ['note']],
  ]);
