/**
 * The settings kind: a form over one config key, read with `configRead` and saved with `configSave` (or the setting's
 * own call, `save`), in sections, on the one form layer (docs/forms.md). Unsaved changes (the form's own dirty state)
 * are flagged on screen and guarded against leaving the page.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { settings, shell } from '../../../../contract/index.ts';
import { CONFIG_VERSIONS } from '../../../../contract/version.ts';
import { LoadState } from '../../components/LoadState.tsx';
import { apiKey, dataOf, type LoadFailure } from '../../lib/queries.ts';
import { useApiMutation } from '../../hooks/useApi.ts';
import { useUnsavedGuard } from '../../hooks/useUnsavedGuard.ts';
import { useLang } from '../../hooks/useLang.ts';
import type { AppRoute } from '../../router/routes.ts';
import { useStores } from '../../stores/index.ts';
import type { SettingsDescription } from '../descriptions/types.ts';
import { ConflictPanel } from '../parts/ConflictPanel.tsx';
import { ContractFields, useContractForm } from '../parts/ContractForm.tsx';
import { answerOf } from '../hooks/useSchemaForm.ts';
import { showDone } from './list/doneToast.tsx';
import { savedSettings } from './list/doneWords.ts';

export function SettingsScreen({ route, desc }: { route: AppRoute; desc: SettingsDescription }) {
  const lang = useLang();
  const { api } = useStores();
  // with the key's version: a save sends it back, and is refused if someone saved meanwhile (docs/concurrency.md)
  const input = { body: { keys: [desc.configKey], with_versions: true } };
  const query = useQuery<Record<string, unknown>, LoadFailure>({
    queryKey: [...apiKey(shell.configRead), input.body],
    queryFn: async ({ signal }) => dataOf(await api(shell.configRead, { ...input, signal })) as Record<string, unknown>,
  });
  // the form starts from what was read, and again only when asked to (discard): a refresh after its own save would
  // otherwise throw away what is typed next
  const [generation, setGeneration] = useState(0);
  const [read, setRead] = useState<{ values: unknown; version: number | undefined; generation: number }>();
  const data = query.data;
  if (data && read?.generation !== generation) {
    const version = (data[CONFIG_VERSIONS] as Record<string, number> | undefined)?.[desc.configKey];
    setRead({ values: data[desc.configKey] ?? {}, version, generation });
  }
  const reload = () => {
    void query.refetch().then(() => setGeneration((n) => n + 1));
  };

  return (
    <div className="screen settings-screen" data-loaded={read !== undefined}>
      <h2 className="ui header screen-title">{route.meta.title[lang]}</h2>
      <LoadState loading={query.isFetching && !read} error={query.error?.message} hasData={read !== undefined} retry={() => void query.refetch()} />
      {read && <SettingsForm key={read.generation} path={route.path} title={route.meta.title[lang]} desc={desc} initial={read.values} version={read.version} reload={reload} />}
    </div>
  );
}

function SettingsForm({ path, title, desc, initial, version, reload }: { path: string; title: string; desc: SettingsDescription; initial: unknown; version: number | undefined; reload(): void }) {
  const { t } = useTranslation();
  const lang = useLang();
  // a setting with a call of its own sends the value itself, with the key's version beside it
  const save = useApiMutation(desc.save ?? settings.configSave);
  const fields = desc.sections.flatMap((s) => s.fields);
  const contract = useContractForm(
    fields,
    desc.schema,
    initial,
    async (values, from) => {
      const versions = from === undefined ? undefined : { [desc.configKey]: from };
      const body = desc.save ? { ...values, version: from } : { values: { [desc.configKey]: values }, versions };
      const refusal = await answerOf(save.mutateAsync({ body: body as never }));
      if (refusal === undefined) showDone(savedSettings(t, title));
      return refusal;
    },
    version,
  );
  const { form, formError, submit, formRef, busy, required, dirty } = contract;

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
