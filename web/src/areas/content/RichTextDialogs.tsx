/**
 * The rich-text page's dialogs: a new page (its key and title; the body is written in the editor) and deleting the
 * one shown. Both change through `useApiMutation`, which asks every query again once done (docs/data-loading.md
 * "Invalidation").
 */
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Endpoint } from '../../../../contract/endpoint.ts';
import { RESOURCES } from '../../../../contract/index.ts';
import type { RichText } from '../../../../contract/resources/content/richTexts.ts';
import { answerOf } from '../../screens/hooks/useSchemaForm.ts';
import { LoadFailure } from '../../lib/queries.ts';
import { useApiMutation } from '../../hooks/useApi.ts';
import type { FormFieldDesc, RichTextDescription } from '../../screens/descriptions/types.ts';
import { ConfirmDialog } from '../../screens/parts/Dialogs.tsx';
import { FormModal } from '../../screens/parts/FormModal.tsx';

const CREATE_FIELDS: FormFieldDesc[] = [
  { name: 'key', input: 'text' },
  { name: 'title', input: 'text' },
];

export function RichTextCreateDialog({ resource, create, onCreated, onClose }: {
  resource: RichTextDescription['resource'];
  create: Endpoint;
  onCreated(doc: RichText): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const def = RESOURCES[resource];
  const mutation = useApiMutation(create);
  return (
    <FormModal
      title={t('screens.content.page.createTitle')}
      fields={CREATE_FIELDS}
      titles={def.fields}
      schema={def.create as z.ZodType}
      onSubmit={(body) => answerOf(mutation.mutateAsync({ body: { ...body, body: '' } as never }).then((data) => onCreated(data as RichText)))}
      onClose={onClose}
    />
  );
}

export function RichTextDeleteDialog({ doc, remove, onDeleted, onClose }: { doc: RichText; remove: Endpoint; onDeleted(): void; onClose(): void }) {
  const { t } = useTranslation();
  const mutation = useApiMutation(remove);
  return (
    <ConfirmDialog
      title={t('screens.content.page.delete')}
      message={t('screens.content.page.confirmDelete', { name: doc.title })}
      confirmText={t('screens.list.delete')}
      danger
      onConfirm={async () => {
        try {
          await mutation.mutateAsync({ params: { id: doc.id } } as never);
        } catch (error) {
          // refused: the request layer has shown the upstream's words (docs/data-loading.md); the dialog stays open
          if (error instanceof LoadFailure) return;
          throw error;
        }
        toast.success(t('screens.list.deleted'), { className: 'console-toast success' });
        onDeleted();
      }}
      onClose={onClose}
    />
  );
}
