/** Settings (config read and save, marketing settings) and information classes. */
import { settings, shell } from '../../contract/index.ts';
import { SETTING_KEY, SETTINGS_KEYS } from '../../contract/settings.ts';
import { Fail, MESSAGES } from '../messages.ts';
import type { Ctx, Router } from '../router.ts';
import { CONFIG_VERSIONS } from '../../contract/version.ts';
import { checkConfigVersions, configVersion, noteConfigSaved } from './configVersions.ts';
import { describeError } from '../validation.ts';

const MAX_CONFIG_BYTES = 256 * 1024;

export function serveSettings(router: Router): void {
  router.on(shell.configRead, ({ body, state }) => {
    const values = Object.fromEntries(body.keys.map((k) => [k, state.config[k] ?? null]));
    if (!body.with_versions) return values;
    return { ...values, [CONFIG_VERSIONS]: Object.fromEntries(body.keys.map((k) => [k, configVersion(state, k)])) };
  });

  router.on(settings.configSave, ({ body, state, caller }) => {
    checkConfigVersions(state, Object.keys(body.values), body.versions);
    if (Buffer.byteLength(JSON.stringify(body.values)) > MAX_CONFIG_BYTES) throw new Fail(MESSAGES.configTooLarge);
    const values: Record<string, unknown> = {};
    // the router let only known keys through, each to holders of its label (contract/settings.ts)
    for (const [key, value] of Object.entries(body.values)) {
      const parsed = SETTINGS_KEYS[key].schema.safeParse(value);
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
