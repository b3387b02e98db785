/**
 * Settings and information classes (docs/contract.md, "The shell's calls"). Every settings key the console saves is in
 * `SETTINGS_KEYS` with the label its saver needs; `configSave` writes them. Each marketing setting is stored under a
 * config key (`SETTING_KEY`), so a settings screen reads it with `configRead` and saves it with its own PUT call.
 */
import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { INFORMATION_CLASS_TYPE } from './resources/catalog.ts';
import { format } from './formats.ts';
import { VERSION_FIELD } from './version.ts';
import { configVersions } from './shell.ts';
import { labelOf } from './routes.ts';
import { INFO_SETTINGS_BY_KEY } from './resources/infoSettings/index.ts';
import { MARKETING_SETTING_LABEL, MARKETING_SETTING_SCHEMAS } from './resources/marketing/settings.ts';
import { SERVICE_SETTING_KEY, serviceSetting } from './resources/governance/serviceSetting.ts';
import { SERVICE_OFFICER_SETTING_KEY, serviceOfficerSetting } from './resources/members/serviceOfficers.ts';
import { assignSetting, MONEY_SETTING_KEY, propertySetting, repaySetting } from './resources/money/settings.ts';
import { pointsSystemSetting, SCREEN_SETTING_KEY, settlementTemplateSetting } from './resources/screenSettings.ts';
import { businessCircleSetting, offlineSettledConfig, STORES_SETTING_KEY, storeGuideSetting } from './resources/stores/guides.ts';

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

/** The platform-wide marketing settings' labels: their own calls and the settings save ask for the same one. */
const MARKETING_LABEL = {
  cutPrice: 'infoManagement_bargain',
  groupBuy: 'marketingSection_groupSetting',
  seckill: 'marketingSection_limitedTimeSetting',
} as const;

/** A key that `configSave` may write: the label its saver must hold (its screen's) and the shape of its value. */
export interface SettingsKey {
  permission: string;
  schema: z.ZodType;
}

/** A settings screen's key, saved by holders of its route's label. */
const ofScreen = (path: string, schema: z.ZodType): SettingsKey => ({ permission: labelOf(path), schema });

/**
 * Every settings key the settings save may write (docs/contract.md, "Who may write"). A key not here is refused, so a
 * new settings screen adds its key here with its label; the platform-wide ones (group-buy, seckill, bargain) carry
 * labels no merchant holds.
 */
export const SETTINGS_KEYS: Readonly<Record<string, SettingsKey>> = {
  [SETTING_KEY.cutPrice]: { permission: MARKETING_LABEL.cutPrice, schema: cutPriceSettingBody },
  [SETTING_KEY.groupBuy]: { permission: MARKETING_LABEL.groupBuy, schema: groupBuySettingBody },
  [SETTING_KEY.seckill]: { permission: MARKETING_LABEL.seckill, schema: seckillSettingBody },
  ...Object.fromEntries(Object.values(INFO_SETTINGS_BY_KEY).map((s) => [s.key, { permission: s.label, schema: s.schema }])),
  ...Object.fromEntries(Object.entries(MARKETING_SETTING_SCHEMAS).map(([key, schema]) => [key, { permission: MARKETING_SETTING_LABEL[key], schema }])),
  [SERVICE_SETTING_KEY]: ofScreen('/serviceSetting/index', serviceSetting),
  [SCREEN_SETTING_KEY.pointsSystem]: ofScreen('/goods/systemSettings', pointsSystemSetting),
  [SCREEN_SETTING_KEY.settlementTemplate]: ofScreen('/batches/index', settlementTemplateSetting),
  [MONEY_SETTING_KEY.property]: ofScreen('/property/settings', propertySetting),
  [MONEY_SETTING_KEY.assign]: ofScreen('/finance/pdAssignConfig', assignSetting),
  [MONEY_SETTING_KEY.repay]: ofScreen('/contribution/con_repayConfig', repaySetting),
  [SERVICE_OFFICER_SETTING_KEY]: ofScreen('/serviceOfficer/serviceOfficerConfig', serviceOfficerSetting),
  [STORES_SETTING_KEY.guide]: ofScreen('/store/guide', storeGuideSetting),
  [STORES_SETTING_KEY.offlineSettled]: ofScreen('/offlineShop/offline_settledConfig', offlineSettledConfig),
  [STORES_SETTING_KEY.businessCircle]: ofScreen('/businessCommunity/businessSetting', businessCircleSetting),
};

/** The label each settings key needs, as `configSave` declares it. */
export const SETTINGS_KEY_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(SETTINGS_KEYS).map(([key, { permission }]) => [key, permission]),
);

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
  permission: MARKETING_LABEL.cutPrice,
  body: withConfigVersion(cutPriceSettingBody),
  versioned: true,
  response: cutPriceSettingBody,
  summary: { zh: `砍价设置（读取：配置键 ${SETTING_KEY.cutPrice}）`, en: `Bargain settings (read: config key ${SETTING_KEY.cutPrice})` },
});
export const groupBuySetting = endpoint({
  method: 'PUT',
  path: '/api/v2/seller/groupbuy/setting',
  auth: 'token',
  permission: MARKETING_LABEL.groupBuy,
  body: withConfigVersion(groupBuySettingBody),
  versioned: true,
  response: groupBuySettingBody,
  summary: { zh: `拼团设置（读取：配置键 ${SETTING_KEY.groupBuy}）`, en: `Group-buy settings (read: config key ${SETTING_KEY.groupBuy})` },
});
export const seckillSetting = endpoint({
  method: 'PUT',
  path: '/api/v2/seller/seckill/setting',
  auth: 'token',
  permission: MARKETING_LABEL.seckill,
  body: withConfigVersion(seckillSettingBody),
  versioned: true,
  response: seckillSettingBody,
  summary: { zh: `秒杀设置（读取：配置键 ${SETTING_KEY.seckill}）`, en: `Seckill settings (read: config key ${SETTING_KEY.seckill})` },
});

/**
 * Settings: save, the settings keys above only (it lives here, not with the shell's calls, so the login page's code
 * does not carry every settings schema).
 */
export const configSave = endpoint({
  method: 'POST',
  path: '/api/v2/seller/config',
  auth: 'token',
  /** Each key saved needs its own label (contract/settings.ts, SETTINGS_KEYS); an unknown key is refused. */
  permissionByKey: { field: 'values', labels: SETTINGS_KEY_LABELS },
  /** `versions`: the version each key's value was read at; a key saved since is refused with HTTP 409 and its value now. */
  body: z.object({ values: z.record(z.string(), z.unknown()), versions: configVersions.optional() }),
  versioned: true,
  response: z.null(),
  summary: { zh: '保存配置', en: 'Save settings' },
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
