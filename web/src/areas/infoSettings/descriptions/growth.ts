/** Growth and income screens: VIP advancement, growth dividend, union advancement, bonuses, rewards, rebates, full return. */
import { award, bonusSet, fullReturn, growAdvance, growDividend, rebate, unionAdvance } from '../../../../../contract/resources/infoSettings/growth.ts';
import type { SettingsDescription } from '../../../screens/descriptions/types.ts';
import { fieldsUnder, settingsScreen } from './fields.ts';
import { payoutSection, referralSection, rulesSection } from './sections.ts';

export const growAdvanceScreen = (): SettingsDescription =>
  settingsScreen(growAdvance, [
    [{ zh: '成长值获取', en: 'Earning growth' }, ['enabled', 'growth_per_yuan', 'sign_in_growth', 'review_growth', 'valid_months']],
    [{ zh: '等级门槛与会员价', en: 'Level thresholds and member prices' }, [...fieldsUnder(growAdvance, 'levels.'), 'auto_downgrade']],
  ]);

export const growDividendScreen = (): SettingsDescription =>
  settingsScreen(growDividend, [
    [{ zh: '分红池', en: 'Dividend pool' }, ['enabled', 'pool_rate', 'min_growth']],
    [{ zh: '等级分配', en: 'Split by level' }, fieldsUnder(growDividend, 'shares.')],
    payoutSection,
    rulesSection,
  ]);

export const unionAdvanceScreen = (): SettingsDescription =>
  settingsScreen(unionAdvance, [
    [{ zh: '晋级条件与团队奖励', en: 'Advancement and team rewards' }, ['enabled', ...fieldsUnder(unionAdvance, 'tiers.'), 'keep_months']],
    payoutSection,
  ]);

export const bonusSetScreen = (): SettingsDescription =>
  settingsScreen(bonusSet, [
    [{ zh: '奖金开关', en: 'Bonuses' }, ['enabled']],
    referralSection,
    [{ zh: '团队奖金池', en: 'Team bonus pool' }, ['team_pool_rate', 'peer_rate', 'monthly_cap', 'min_payout']],
    payoutSection,
  ]);

export const awardScreen = (): SettingsDescription =>
  settingsScreen(award, [
    [{ zh: '注册奖励', en: 'Sign-up rewards' }, ['register_points', 'inviter_points']],
    referralSection,
    [{ zh: '商家推荐与上限', en: 'Merchant referrals and cap' }, ['merchant_referral_rate', 'monthly_cap']],
  ]);

export const rebateScreen = (): SettingsDescription =>
  settingsScreen(rebate, [
    [{ zh: '自购返利', en: 'Own purchases' }, ['enabled', 'self_rate', 'min_order']],
    referralSection,
    [{ zh: '结算', en: 'Settlement' }, ['settle_after_days']],
    rulesSection,
  ]);

export const fullReturnScreen = (): SettingsDescription =>
  settingsScreen(fullReturn, [
    [{ zh: '返还规则', en: 'Return rule' }, ['enabled', 'return_rate', 'daily_release_rate', 'start_after_days']],
    [{ zh: '门槛与上限', en: 'Threshold and cap' }, ['min_order', 'member_cap', 'zone_name']],
    rulesSection,
  ]);
