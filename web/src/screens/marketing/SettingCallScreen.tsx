/**
 * The group-buy and seckill settings: read from their config key, saved with their own calls of the spec
 * (`PUT /api/v2/seller/groupbuy/setting`, `/seckill/setting`), validated against the contract before sending (limits
 * at least 1, sessions as `HH:mm` in ascending order). Unsaved changes are flagged and guarded like the settings kind.
 */
import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import type { z } from 'zod';
import { type Endpoint, settings, shell } from '../../../../contract/index.ts';
import type { Text } from '../../../../contract/i18n.ts';
import { MARKETING_SETTING_TITLES } from '../../../../contract/resources/marketing/settings.ts';
import { groupBuySettingBody, SETTING_KEY, seckillSettingBody } from '../../../../contract/settings.ts';
import { failureText, isOk } from '../../lib/api.ts';
import { useLang } from '../../layout/useLang.ts';
import { useStores } from '../../stores/index.ts';
import type { ScreenProps } from '../registry.ts';
import { coerce } from '../lib/validation.ts';
import { Field, TextInput, useDraft } from './draft.tsx';

type Input = 'int' | 'bool' | 'textarea' | 'times';
interface SettingCall {
  key: string;
  schema: z.ZodType;
  save: Endpoint;
  sections: { title: Text; fields: { name: string; input: Input }[] }[];
}

const CALLS: Record<string, SettingCall> = {
  '/marketingSection/groupSetting': {
    key: SETTING_KEY.groupBuy,
    schema: groupBuySettingBody,
    save: settings.groupBuySetting,
    sections: [
      { title: { zh: '成团规则', en: 'Groups' }, fields: [{ name: 'enabled', input: 'bool' }, { name: 'valid_hours', input: 'int' }, { name: 'auto_fill', input: 'bool' }] },
      { title: { zh: '订单', en: 'Orders' }, fields: [{ name: 'unpaid_close_minutes', input: 'int' }] },
      { title: { zh: '规则说明', en: 'Rules' }, fields: [{ name: 'rules', input: 'textarea' }] },
    ],
  },
  '/marketingSection/limitedTimeSetting': {
    key: SETTING_KEY.seckill,
    schema: seckillSettingBody,
    save: settings.seckillSetting,
    sections: [
      { title: { zh: '场次', en: 'Sessions' }, fields: [{ name: 'enabled', input: 'bool' }, { name: 'sessions', input: 'times' }, { name: 'session_minutes', input: 'int' }] },
      { title: { zh: '限购与订单', en: 'Limits and orders' }, fields: [{ name: 'limit_per_member', input: 'int' }, { name: 'unpaid_close_minutes', input: 'int' }] },
      { title: { zh: '规则说明', en: 'Rules' }, fields: [{ name: 'rules', input: 'textarea' }] },
    ],
  },
};

type Values = Record<string, string | boolean>;

function valuesOf(call: SettingCall, saved: Record<string, unknown>): Values {
  const fields = call.sections.flatMap((s) => s.fields);
  return Object.fromEntries(
    fields.map((f) => {
      const v = saved[f.name];
      if (f.input === 'bool') return [f.name, v === true];
      return [f.name, Array.isArray(v) ? v.join(', ') : v === undefined || v === null ? '' : String(v)];
    }),
  );
}

function bodyOf(call: SettingCall, values: Values): Record<string, unknown> {
  const fields = call.sections.flatMap((s) => s.fields);
  return Object.fromEntries(
    fields.map((f) => {
      const v = values[f.name];
      if (f.input === 'bool') return [f.name, v === true];
      if (f.input === 'times') return [f.name, String(v).split(/[,，\s]+/).filter(Boolean)];
      if (f.input === 'int') return [f.name, coerce('int', v)];
      return [f.name, String(v)];
    }),
  );
}

export default function SettingCallScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { api } = useStores();
  const call = CALLS[route.path];
  const [loaded, setLoaded] = useState<{ values: Values; generation: number } | { error: string } | null>(null);

  const load = useCallback(() => {
    setLoaded(null);
    api(shell.configRead, { body: { keys: [call.key] } }).then((answer) => {
      if (isOk(answer)) {
        const saved = ((answer.data as Record<string, unknown>)[call.key] ?? {}) as Record<string, unknown>;
        setLoaded((prev) => ({ values: valuesOf(call, saved), generation: (prev && 'generation' in prev ? prev.generation : 0) + 1 }));
      } else setLoaded({ error: failureText(answer) ?? t('screens.list.loadFailed') });
    });
  }, [api, call, t]);
  useEffect(load, [load]);

  return (
    <div className="screen settings-screen setting-call-screen" data-ready={loaded !== null && 'values' in loaded}>
      <h2 className="ui header screen-title">{route.meta.title[lang]}</h2>
      {loaded === null && <div className="ui active centered inline loader" />}
      {loaded && 'error' in loaded && (
        <div className="ui negative message load-error">
          <p>{t('screens.list.loadFailedWith', { message: loaded.error })}</p>
          <Button size="small" content={t('screens.list.retry')} onClick={load} className="retry-button" />
        </div>
      )}
      {loaded && 'values' in loaded && <SettingForm key={loaded.generation} call={call} initial={loaded.values} reload={load} />}
    </div>
  );
}

function SettingForm({ call, initial, reload }: { call: SettingCall; initial: Values; reload(): void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { api } = useStores();
  const names = call.sections.flatMap((s) => s.fields.map((f) => f.name));
  const draft = useDraft<Values>(initial, call.schema, (v) => bodyOf(call, v), names);
  const [base, setBase] = useState(initial);
  const dirty = names.some((n) => draft.values[n] !== base[n]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const save = async () => {
    if (await draft.save((body) => api(call.save, { body }))) {
      setBase(draft.values);
      toast.success(t('screens.list.saved'), { className: 'console-toast success' });
    }
  };

  return (
    <form ref={draft.formRef} className={`ui form ${draft.formError ? 'error' : ''}`} noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
      {call.sections.map((section) => (
        <div className="ui segment settings-section" key={section.title.en}>
          <h4 className="ui dividing header">{section.title[lang]}</h4>
          {section.fields.map((f) =>
            f.input === 'bool' ? (
              <div key={f.name} className="inline field" data-field={f.name}>
                <div className="ui toggle checkbox">
                  <input id={`mk-${f.name}`} type="checkbox" checked={draft.values[f.name] === true} onChange={(e) => draft.set(f.name, e.target.checked)} />
                  <label htmlFor={`mk-${f.name}`}>{MARKETING_SETTING_TITLES[f.name][lang]}</label>
                </div>
              </div>
            ) : (
              <Field key={f.name} name={f.name} title={MARKETING_SETTING_TITLES[f.name]} error={draft.errors[f.name] ?? Object.entries(draft.errors).find(([k]) => k.startsWith(`${f.name}.`))?.[1]}>
                {f.input === 'textarea' ? (
                  <textarea id={`mk-${f.name}`} rows={3} value={String(draft.values[f.name])} onChange={(e) => draft.set(f.name, e.target.value)} onBlur={() => draft.touch(f.name)} />
                ) : (
                  <TextInput draft={draft} name={f.name} inputMode={f.input === 'int' ? 'numeric' : undefined} />
                )}
              </Field>
            ),
          )}
        </div>
      ))}
      {draft.formError && <div className="ui error message form-error">{draft.formError}</div>}
      {dirty && <div className="ui warning visible message unsaved-warning">{t('screens.settings.unsaved')}</div>}
      <Button primary type="submit" loading={draft.saving} disabled={draft.saving} content={t('screens.dialog.save')} className="settings-save" />
      <Button type="button" content={t('screens.settings.discard')} disabled={!dirty} onClick={reload} className="settings-discard" />
    </form>
  );
}
