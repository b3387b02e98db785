import type { ReactNode } from 'react';
/**
 * Create/edit forms and action forms in a modal, over the contract's schema (see ContractForm). A form holding changes
 * asks before it closes: the operator who presses Escape or Cancel by mistake keeps what was typed.
 */
import type { z } from 'zod';
import type { Text } from '../../../../contract/i18n.ts';
import type { FormFieldDesc, Row } from '../descriptions/types.ts';
import { ConflictPanel } from './ConflictPanel.tsx';
import { ContractFields, useContractForm } from './ContractForm.tsx';
import type { Refusal } from './formValues.ts';
import { Dialog } from './Dialog.tsx';
import { EditorActions, useDiscardAsk } from './discardAsk.tsx';

interface Props {
  title: string;
  /** Shown above the fields: what the action is about (the amount and the payee of a payment). */
  intro?: ReactNode;
  fields: FormFieldDesc[];
  titles: Record<string, Text>;
  schema: z.ZodType;
  initial?: Row;
  /** The submit button's words; default 保存 / Save. */
  submitText?: string;
  /** Resolves to undefined when saved, or to the upstream's refusal; `version`: the one the edit started from. */
  onSubmit(body: Record<string, unknown>, version: number | undefined): Promise<Refusal | undefined>;
  onClose(): void;
}

export function FormModal({ title, intro, fields, titles, schema, initial, submitText, onSubmit, onClose }: Props) {
  const contract = useContractForm(fields, schema, initial, onSubmit);
  const { form, formError, submit, formRef, busy, required, dirty } = contract;
  const ask = useDiscardAsk(dirty, onClose);
  return (
    // a form with an editor of its own (a goods' SKU table) needs the room of a large dialog
    <Dialog size={fields.some((f) => f.editor) ? 'large' : 'small'} onClose={ask.close} className="form-modal" closeOnDimmerClick={false}>
      <Dialog.Header>{title}</Dialog.Header>
      <Dialog.Content scrolling>
        {intro}
        <ConflictPanel form={contract} fields={fields} titles={titles} />
        <form ref={formRef} id="screen-form" className={`ui form ${formError ? 'error' : ''}`} onSubmit={submit} noValidate>
          <ContractFields fields={fields} titles={titles} form={form} required={required} />
          {formError && <div className="ui error message form-error">{formError}</div>}
        </form>
      </Dialog.Content>
      <EditorActions ask={ask} form="screen-form" busy={busy} submitText={submitText} />
    </Dialog>
  );
}
