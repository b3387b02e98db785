/**
 * The settings kind: a form over one config key, read with `configRead` and saved with `configSave` (or the setting's
 * own call, `save`), in sections, validated against the contract's schema. Unsaved changes are flagged on screen and guarded against leaving the page.
 */
import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { shell } from '../../../../contract/index.ts';
import { CONFIG_VERSIONS, conflictOf } from '../../../../contract/version.ts';
import { failureText, isOk } from '../../lib/api.ts';
import { useUnsavedGuard } from '../../layout/unsaved.ts';
import { useLang } from '../../layout/useLang.ts';
import type { AppRoute } from '../../router/routes.ts';
import { useStores } from '../../stores/index.ts';
import type { SettingsDescription } from '../descriptions/types.ts';
import { ConflictPanel } from '../parts/ConflictPanel.tsx';
import { ContractFields, useContractForm } from '../parts/ContractForm.tsx';

export function SettingsScreen({ route, desc }: { route: AppRoute; desc: SettingsDescription }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { api } = useStores();
  const [loaded, setLoaded] = useState<{ values: unknown; version: number | undefined; generation: number } | { error: string } | null>(null);

  const load = useCallback(() => {
    setLoaded(null);
    // with the key's version: a save sends it back, and is refused if someone saved meanwhile (README.md "Two people, one record")
    api(shell.configRead, { body: { keys: [desc.configKey], with_versions: true } }).then((answer) => {
      if (isOk(answer)) {
        const data = answer.data as Record<string, unknown>;
        const version = (data[CONFIG_VERSIONS] as Record<string, number> | undefined)?.[desc.configKey];
        setLoaded((prev) => ({ values: data[desc.configKey] ?? {}, version, generation: (prev && 'generation' in prev ? prev.generation : 0) + 1 }));
      }
      else setLoaded({ error: failureText(answer) ?? t('screens.list.loadFailed') });
    });
  }, [api, desc.configKey, t]);
  useEffect(load, [load]);

  return (
    <div className="screen settings-screen" data-loaded={loaded !== null && 'values' in loaded}>
      <h2 className="ui header screen-title">{route.meta.title[lang]}</h2>
      {loaded === null && <div className="ui active centered inline loader" />}
      {loaded && 'error' in loaded && (
        <div className="ui negative message load-error">
          <p>{t('screens.list.loadFailedWith', { message: loaded.error })}</p>
          <Button size="small" content={t('screens.list.retry')} onClick={load} className="retry-button" />
        </div>
      )}
      {loaded && 'values' in loaded && <SettingsForm key={loaded.generation} path={route.path} desc={desc} initial={loaded.values} version={loaded.version} reload={load} />}
    </div>
  );
}

function SettingsForm({ path, desc, initial, version, reload }: { path: string; desc: SettingsDescription; initial: unknown; version: number | undefined; reload(): void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { api } = useStores();
  const fields = desc.sections.flatMap((s) => s.fields);
  const contract = useContractForm(
    fields,
    desc.schema,
    initial,
    async (values, from) => {
      const versions = from === undefined ? undefined : { [desc.configKey]: from };
      // a setting with a call of its own sends the value itself, with the key's version beside it
      const answer = desc.save
        ? await api(desc.save, { body: { ...values, version: from } })
        : await api(shell.configSave, { body: { values: { [desc.configKey]: values }, versions } });
      const conflict = conflictOf(answer);
      if (conflict) return { error: failureText(answer) ?? '', conflict };
      if (!isOk(answer)) return failureText(answer) ?? t('screens.list.actionFailed');
      toast.success(t('screens.list.saved'), { className: 'console-toast success' });
      return undefined;
    },
    version,
  );
  const { form, formError, submit, formRef, busy, required } = contract;
  const dirty = form.formState.isDirty;

  useUnsavedGuard(path, dirty);

  return (
    <form ref={formRef} className={`ui form ${formError ? 'error' : ''}`} onSubmit={submit} noValidate>
      <ConflictPanel form={contract} fields={fields} titles={desc.titles} />
      {desc.sections.map((section) => (
        <div className="ui segment settings-section" key={section.title.en}>
          <h4 className="ui dividing header">{section.title[lang]}</h4>
          <ContractFields fields={section.fields} titles={desc.titles} form={form} required={required} />
        </div>
      ))}
      {formError && <div className="ui error message form-error">{formError}</div>}
      {dirty && <div className="ui warning visible message unsaved-warning">{t('screens.settings.unsaved')}</div>}
      <Button primary type="submit" loading={busy} disabled={busy} content={t('screens.dialog.save')} className="settings-save" />
      <Button type="button" content={t('screens.settings.discard')} disabled={!dirty} onClick={reload} className="settings-discard" />
    </form>
  );
}
