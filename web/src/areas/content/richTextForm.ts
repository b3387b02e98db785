/**
 * A rich-text page's form (docs/forms.md "Adding an editor"): the one form layer over the resource's update schema,
 * saved with `useApiMutation` on the version the edit started from, with the same way out of a version conflict as
 * the other editors (docs/forms.md "Version conflicts"). The page stays open after a save, so the version it goes on
 * from is the saved one's.
 */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../../contract/index.ts';
import type { RichText } from '../../../../contract/resources/content/richTexts.ts';
import { versionOf } from '../../../../contract/version.ts';
import type { z } from 'zod';
import { answerOf, type SchemaForm, useSchemaForm } from '../../screens/hooks/useSchemaForm.ts';
import { useApiMutation } from '../../hooks/useApi.ts';
import type { RichTextDescription } from '../../screens/descriptions/types.ts';
import { type ConflictWayOut, useConflictWayOut, useEditBase } from '../../screens/parts/ConflictPanelState.ts';

export interface DocValues {
  title: string;
  body: string;
}

export const DOC_FIELDS = ['title', 'body'] as const;

const valuesOf = (record: unknown): DocValues => {
  const doc = record as RichText;
  return { title: doc.title, body: doc.body };
};

export function useRichTextForm(resource: RichTextDescription['resource'], doc: RichText, onSaved: (doc: RichText) => void): SchemaForm<DocValues> & { way: ConflictWayOut; discard(): void } {
  const endpoints = RESOURCE_ENDPOINTS[resource];
  // a rich-text resource is edited in place: its update call is always there
  if (!endpoints.update) throw new Error(`no update call for ${endpoints.list.path}`);
  const base = useEditBase(doc);
  const mutation = useApiMutation(endpoints.update);
  const core = useSchemaForm<DocValues>({
    schema: RESOURCES[resource].update as z.ZodType,
    defaults: valuesOf(doc),
    bodyOf: (values) => ({ title: values.title, body: values.body }),
    fields: DOC_FIELDS,
    send: (body) =>
      answerOf(
        mutation.mutateAsync({ params: { id: doc.id }, body: { ...body, version: base.current.version } as never }).then((data) => {
          const saved = data as RichText;
          base.current = { record: saved, version: versionOf(saved) };
          onSaved(saved);
        }),
      ),
  });
  const way = useConflictWayOut(core, base, valuesOf);
  return {
    ...core,
    way,
    /** Back to the page as it was read (or last saved), nothing typed kept, no message left. */
    discard: () => {
      core.form.reset(valuesOf(base.current.record));
      core.clearConflict();
    },
  };
}
