/** Settings (config read and save, marketing settings) and information classes. */
import type { z } from 'zod';
import { settings, shell } from '../../contract/index.ts';
import { cutPriceSettingBody, groupBuySettingBody, SETTING_KEY, seckillSettingBody } from '../../contract/settings.ts';
import { INFO_SETTINGS_BY_KEY } from '../../contract/resources/infoSettings/index.ts';
import { MARKETING_SETTING_LABEL, MARKETING_SETTING_SCHEMAS } from '../../contract/resources/marketing/settings.ts';
import { SERVICE_SETTING_KEY, serviceSetting } from '../../contract/resources/governance/serviceSetting.ts';
import { labelOf } from '../../contract/routes.ts';
import { SERVICE_OFFICER_SETTING_KEY, serviceOfficerSetting } from '../../contract/resources/members/serviceOfficers.ts';
import { assignSetting, MONEY_SETTING_KEY, propertySetting, repaySetting } from '../../contract/resources/money/settings.ts';
import { pointsSystemSetting, SCREEN_SETTING_KEY, settlementTemplateSetting } from '../../contract/resources/screenSettings.ts';
import { businessCircleSetting, offlineSettledConfig, STORES_SETTING_KEY, storeGuideSetting } from '../../contract/resources/stores/guides.ts';
import { Fail, MESSAGES } from '../messages.ts';
import type { Ctx, Router } from '../router.ts';
import { CONFIG_VERSIONS } from '../../contract/version.ts';
import { checkConfigVersions, configVersion, noteConfigSaved } from './configVersions.ts';
import { describeError } from '../validation.ts';

const MAX_CONFIG_BYTES = 256 * 1024;

/** The other settings screens' keys: the route whose label saves each, and its shape. */
const SCREEN_SETTINGS: [key: string, path: string, schema: z.ZodType][] = [
  [SCREEN_SETTING_KEY.pointsSystem, '/goods/systemSettings', pointsSystemSetting],
  [SCREEN_SETTING_KEY.settlementTemplate, '/batches/index', settlementTemplateSetting],
  [MONEY_SETTING_KEY.property, '/property/settings', propertySetting],
  [MONEY_SETTING_KEY.assign, '/finance/pdAssignConfig', assignSetting],
  [MONEY_SETTING_KEY.repay, '/contribution/con_repayConfig', repaySetting],
  [SERVICE_OFFICER_SETTING_KEY, '/serviceOfficer/serviceOfficerConfig', serviceOfficerSetting],
  [STORES_SETTING_KEY.guide, '/store/guide', storeGuideSetting],
  [STORES_SETTING_KEY.offlineSettled, '/offlineShop/offline_settledConfig', offlineSettledConfig],
  [STORES_SETTING_KEY.businessCircle, '/businessCommunity/businessSetting', businessCircleSetting],
];

/** Config keys with a known shape: saving them through the generic call is validated like their own call. */
const SHAPED: Record<string, z.ZodType> = {
  [SETTING_KEY.cutPrice]: cutPriceSettingBody,
  [SETTING_KEY.groupBuy]: groupBuySettingBody,
  [SETTING_KEY.seckill]: seckillSettingBody,
  ...Object.fromEntries(Object.values(INFO_SETTINGS_BY_KEY).map((s) => [s.key, s.schema])),
  ...MARKETING_SETTING_SCHEMAS,
  [SERVICE_SETTING_KEY]: serviceSetting,
  ...Object.fromEntries(SCREEN_SETTINGS.map(([key, , schema]) => [key, schema])),
};

/** Config keys that belong to one screen: only holders of its route's label may save them. */
const SAVE_LABEL: Record<string, string> = {
  ...Object.fromEntries(Object.values(INFO_SETTINGS_BY_KEY).map((s) => [s.key, s.label])),
  ...MARKETING_SETTING_LABEL,
  [SERVICE_SETTING_KEY]: 'serviceSetting_index',
  ...Object.fromEntries(SCREEN_SETTINGS.map(([key, path]) => [key, labelOf(path)])),
};

export function serveSettings(router: Router): void {
  router.on(shell.configRead, ({ body, state }) => {
    const values = Object.fromEntries(body.keys.map((k) => [k, state.config[k] ?? null]));
    if (!body.with_versions) return values;
    return { ...values, [CONFIG_VERSIONS]: Object.fromEntries(body.keys.map((k) => [k, configVersion(state, k)])) };
  });

  router.on(shell.configSave, ({ body, state, caller }) => {
    checkConfigVersions(state, Object.keys(body.values), body.versions);
    if (Buffer.byteLength(JSON.stringify(body.values)) > MAX_CONFIG_BYTES) throw new Fail(MESSAGES.configTooLarge);
    const values: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body.values)) {
      if (SAVE_LABEL[key] && !caller?.labels.has(SAVE_LABEL[key])) throw new Fail(MESSAGES.permissionDenied);
      const schema = SHAPED[key];
      if (!schema) {
        values[key] = value;
        continue;
      }
      const parsed = schema.safeParse(value);
      if (!parsed.success) {
        const prefix = (lang: 'zh' | 'en') => `${key}: ${describeError(parsed.error, lang, value)}`;
        throw new Fail({ zh: prefix('zh'), en: prefix('en') });
      }
      values[key] = parsed.data;
    }
    Object.assign(state.config, values);
    noteConfigSaved({ state, caller }, Object.keys(values));
    state.changed();
    return null;
  });

  // a marketing setting's own call: the body is the setting plus the version it was read at, checked as configSave's
  // versions are (README.md "Two people, one record"), in the same turn as the save
  const save = (key: string) => ({ body, state, caller }: Pick<Ctx, 'body' | 'state' | 'caller'>) => {
    const { version, ...setting } = body as { version?: number } & Record<string, unknown>;
    checkConfigVersions(state, [key], version === undefined ? undefined : { [key]: version });
    state.config[key] = setting;
    noteConfigSaved({ state, caller }, [key]);
    state.changed();
    return setting as never;
  };
  router.on(settings.cutPriceSetting, save(SETTING_KEY.cutPrice));
  router.on(settings.groupBuySetting, save(SETTING_KEY.groupBuy));
  router.on(settings.seckillSetting, save(SETTING_KEY.seckill));

  router.on(settings.informationClassMenuOptions, ({ query, state }) =>
    state.infoClasses.filter((c) => !query.type || c.type === query.type).sort((a, b) => a.sort - b.sort || a.id - b.id),
  );

  router.on(settings.informationClassSetting, ({ body, state }) => {
    // Check every row before changing any, so a bad id changes nothing.
    const rows = body.items.map((item) => {
      const row = state.infoClasses.find((c) => c.id === item.id);
      if (!row) throw new Fail(MESSAGES.infoClassUnknown, { id: item.id });
      return { row, item };
    });
    // a menu setting edits the classes: their versions move as an edit's would (README.md "Two people, one record")
    for (const { row, item } of rows) Object.assign(row, { is_menu: item.is_menu, sort: item.sort, version: (row.version ?? 1) + 1 });
    state.changed();
    return [...state.infoClasses].sort((a, b) => a.sort - b.sort || a.id - b.id);
  });
}
