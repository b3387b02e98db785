/** Sections that several settings screens show alike, over the contract's shared field groups. */
import { dailyReward, dailyWindow, feeRule, homeModules, payoutCycle, referralRates } from '../../../../../contract/resources/infoSettings/groups.ts';
import type { Text } from '../../../../../contract/i18n.ts';
import type { Section } from './fields.ts';

const names = (group: Record<string, unknown>) => Object.keys(group);

export const payoutSection: Section = [{ zh: '结算发放', en: 'Payout' }, names(payoutCycle)];
export const referralSection: Section = [{ zh: '推荐奖励', en: 'Referral rates' }, names(referralRates)];
export const homeModulesSection: Section = [{ zh: '首页模块', en: 'Home page modules' }, names(homeModules)];
export const windowSection = (title: Text): Section => [title, names(dailyWindow)];
export const dailyRewardSection = (title: Text, extra: readonly string[] = []): Section => [title, [...extra, ...names(dailyReward)]];
export const feeNames = names(feeRule);
export const rulesSection: Section = [{ zh: '规则说明', en: 'Rules' }, ['rules']];
