/**
 * Marketing settings and information classes (docs/contract.md, "The shell's calls"). Each marketing setting is stored under a config key
 * (`SETTING_KEY`), so a settings screen reads it with `configRead` and saves it with its own PUT call.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { INFORMATION_CLASS_TYPE } from './resources/catalog.ts';
import { format } from './formats.ts';
import { VERSION_FIELD } from './version.ts';

const percent = z.number().min(0).max(100);
const rules = z.string().trim().max(2000);

export const cutPriceSettingBody = z.object({
  enabled: z.boolean(),
  /** Hours a bargain stays open after it starts. */
  valid_hours: z.number().int().min(1).max(168),
  /** Friends who may help one bargain. */
  max_helpers: z.number().int().min(1).max(200),
  /** Share of the reducible amount the first helper cuts. */
  first_cut_percent: percent,
  daily_limit_per_member: z.number().int().min(1).max(100),
  rules,
});
export const groupBuySettingBody = z.object({
  enabled: z.boolean(),
  /** Hours a group waits for members before it fails and refunds. */
  valid_hours: z.number().int().min(1).max(168),
  /** Fill a group with virtual members when it is about to expire. */
  auto_fill: z.boolean(),
  /** Minutes an unpaid group order waits before it is closed. */
  unpaid_close_minutes: z.number().int().min(5).max(1440),
  rules,
});
export const seckillSettingBody = z
  .object({
    enabled: z.boolean(),
    /** Sessions of the day as `HH:mm`, ascending. */
    sessions: z.array(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, format('clock'))).min(1).max(12),
    session_minutes: z.number().int().min(10).max(720),
    limit_per_member: z.number().int().min(1).max(99),
    unpaid_close_minutes: z.number().int().min(1).max(120),
    rules,
  })
  .refine((b) => b.sessions.every((s, i) => i === 0 || s > b.sessions[i - 1]), {
    path: ['sessions'],
    message: 'ascending',
    params: { rule: 'ascending' },
  });

export const SETTING_KEY = {
  cutPrice: 'cutprice_setting',
  groupBuy: 'groupbuy_setting',
  seckill: 'seckill_setting',
} as const;

/**
 * A marketing setting's own PUT body: the setting, plus the version of its config key it was read at (README.md "Two
 * people, one record"; 0: never saved). A key saved since is refused with HTTP 409 and its value now; without it, the
 * save is applied as it comes.
 */
function withConfigVersion(setting: z.ZodType) {
  return z.intersection(setting, z.object({ [VERSION_FIELD]: z.number().int().min(0).optional() }));
}

export const cutPriceSetting = endpoint({
  method: 'PUT',
  path: '/api/v2/seller/cutprice/setting',
  auth: 'token',
  permission: 'infoManagement_bargain',
  body: withConfigVersion(cutPriceSettingBody),
  versioned: true,
  response: cutPriceSettingBody,
  summary: { zh: `砍价设置（读取：配置键 ${SETTING_KEY.cutPrice}）`, en: `Bargain settings (read: config key ${SETTING_KEY.cutPrice})` },
});
export const groupBuySetting = endpoint({
  method: 'PUT',
  path: '/api/v2/seller/groupbuy/setting',
  auth: 'token',
  permission: 'marketingSection_groupSetting',
  body: withConfigVersion(groupBuySettingBody),
  versioned: true,
  response: groupBuySettingBody,
  summary: { zh: `拼团设置（读取：配置键 ${SETTING_KEY.groupBuy}）`, en: `Group-buy settings (read: config key ${SETTING_KEY.groupBuy})` },
});
export const seckillSetting = endpoint({
  method: 'PUT',
  path: '/api/v2/seller/seckill/setting',
  auth: 'token',
  permission: 'marketingSection_limitedTimeSetting',
  body: withConfigVersion(seckillSettingBody),
  versioned: true,
  response: seckillSettingBody,
  summary: { zh: `秒杀设置（读取：配置键 ${SETTING_KEY.seckill}）`, en: `Seckill settings (read: config key ${SETTING_KEY.seckill})` },
});

export const informationClassOption = z.object({
  id: z.number().int().min(1),
  type: INFORMATION_CLASS_TYPE.schema,
  name: z.string(),
  /** Shown as an entry of the app's information menu. */
  is_menu: z.boolean(),
  sort: z.number().int(),
});

export const informationClassMenuOptions = endpoint({
  method: 'GET',
  path: '/api/v2/seller/informationclass/menu_option',
  auth: 'token',
  permission: 'infoManagement_newsClass',
  query: z.object({ type: INFORMATION_CLASS_TYPE.schema.optional() }),
  response: z.array(informationClassOption),
  summary: { zh: '资讯分类菜单选项', en: 'Information classes: menu options' },
});

export const informationClassSetting = endpoint({
  method: 'POST',
  path: '/api/v2/seller/informationclass/setting',
  auth: 'token',
  permission: 'infoManagement_newsClass',
  body: z.object({
    items: z
      .array(z.object({ id: z.number().int().min(1), is_menu: z.boolean(), sort: z.number().int().min(0).max(9999) }))
      .min(1)
      .max(200),
  }),
  response: z.array(informationClassOption),
  summary: { zh: '资讯分类菜单设置', en: 'Information classes: menu setting' },
});
