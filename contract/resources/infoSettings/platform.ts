/**
 * Platform settings: parameters and funds (one shared screen, the finance role may open both), members' asset rules,
 * and the platform's qualifications with their pictures.
 */
import { z } from 'zod';
import { picture } from '../common.ts';
import { above, amount, count, day, defineSetting, f, flag, label, note, optionalPicture, rate, whole } from './define.ts';
import { dailyWindow, dailyWindowRules, feeRule } from './groups.ts';
import { format } from '../../formats.ts';

export const setting = defineSetting(
  'parameter_setting',
  'infoManagement_setting',
  {
    platform_name: f(label(2, 30), '平台名称', 'Platform name'),
    service_phone: f(z.string().regex(/^(400-?\d{3}-?\d{4}|1\d{10}|0\d{2,3}-?\d{7,8})$/, format('servicePhone')), '客服电话', 'Service phone'),
    ...dailyWindow,
    icp_no: f(label(4, 40), 'ICP备案号', 'ICP filing number'),
    default_avatar: f(picture, '会员默认头像', 'Default member avatar'),
    invoice_enabled: f(flag, '支持开具发票', 'Invoices offered'),
  },
  dailyWindowRules,
);

export const asset = defineSetting(
  'fund_setting',
  'infoManagement_asset',
  {
    withdraw_enabled: f(flag, '开放提现', 'Withdrawals open'),
    withdraw_min: f(amount, '单笔最低提现(元)', 'Smallest withdrawal (¥)'),
    withdraw_daily_max: f(amount, '每日提现上限(元)', 'Daily withdrawal limit (¥)'),
    withdraw_daily_times: f(count(50), '每日提现次数', 'Withdrawals per day'),
    ...feeRule,
    arrival_days: f(whole(15), '到账时间 (T+N 天)', 'Paid out (T+N days)'),
    ...dailyWindow,
    recharge_enabled: f(flag, '开放充值', 'Top-ups open'),
    recharge_min: f(amount, '单笔最低充值(元)', 'Smallest top-up (¥)'),
    recharge_gift_rate: f(rate, '充值赠送比例(%)', 'Top-up bonus (%)'),
  },
  [...dailyWindowRules, above('withdraw_daily_max', 'withdraw_min', { zh: '必须高于单笔最低提现', en: 'must be above the smallest withdrawal' })],
);

export const propertySet = defineSetting('property_setting', 'infoManagement_propertySet', {
  points_per_yuan: f(count(100_000), '多少积分抵扣1元', 'Points worth ¥1'),
  points_expire_months: f(whole(120), '积分有效期（月，0为永久）', 'Points expire after (months, 0 = never)'),
  transfer_enabled: f(flag, '允许会员间余额转账', 'Balance transfers between members'),
  transfer_min: f(amount, '单笔最低转账(元)', 'Smallest transfer (¥)'),
  ...feeRule,
  commission_freeze_days: f(whole(90), '佣金冻结期（天）', 'Commission held for (days)'),
  voucher_valid_days: f(count(3650), '购物券有效期（天）', 'Vouchers valid for (days)'),
});

export const platformAptitude = defineSetting('platform_aptitude', 'infoManagement_platformAptitude', {
  company_name: f(label(4, 60), '公司名称', 'Company name'),
  credit_code: f(z.string().regex(/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/, format('creditCode')), '统一社会信用代码', 'Unified social credit code'),
  legal_person: f(label(2, 20), '法定代表人', 'Legal representative'),
  licence_valid_until: f(day, '营业执照有效期至 (YYYY-MM-DD)', 'Licence valid until (YYYY-MM-DD)'),
  licence_picture: f(picture, '营业执照', 'Business licence'),
  icp_picture: f(picture, 'ICP经营许可证', 'ICP operating licence'),
  food_permit_picture: f(optionalPicture, '食品经营许可证（可选）', 'Food trading permit (optional)'),
  payment_picture: f(optionalPicture, '支付业务许可证（可选）', 'Payment licence (optional)'),
  note: f(note(500), '备注', 'Note'),
});
