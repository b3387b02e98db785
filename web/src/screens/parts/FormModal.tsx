/** Create/edit forms and action forms in a modal, over the contract's schema (see ContractForm). */
import { useTranslation } from 'react-i18next';
import { Button, Modal } from 'semantic-ui-react';
import type { z } from 'zod';
import type { Text } from '../../../../contract/i18n.ts';
import type { FormFieldDesc, Row } from '../descriptions/types.ts';
import { ContractFields, useContractForm } from './ContractForm.tsx';

interface Props {
  title: string;
  fields: FormFieldDesc[];
  titles: Record<string, Text>;
  schema: z.ZodType;
  initial?: Row;
  /** Resolves to undefined when saved, or to the upstream's error text. */
  onSubmit(body: Record<string, unknown>): Promise<string | undefined>;
  onClose(): void;
}

export function FormModal({ title, fields, titles, schema, initial, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const { form, formError, submit, busy, required } = useContractForm(fields, schema, initial, onSubmit);
  return (
    <Modal open size="small" onClose={onClose} className="form-modal" closeOnDimmerClick={false}>
      <Modal.Header>{title}</Modal.Header>
      <Modal.Content scrolling>
        <form id="screen-form" className={`ui form ${formError ? 'error' : ''}`} onSubmit={submit} noValidate>
          <ContractFields fields={fields} titles={titles} form={form} required={required} />
          {formError && <div className="ui error message form-error">{formError}</div>}
        </form>
      </Modal.Content>
      <Modal.Actions>
        <Button content={t('screens.dialog.cancel')} onClick={onClose} type="button" />
        <Button primary type="submit" form="screen-form" loading={busy} disabled={busy} content={t('screens.dialog.save')} className="form-save" />
      </Modal.Actions>
    </Modal>
  );
}
