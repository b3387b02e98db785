/**
 * Create/edit forms and action forms in a modal, over the contract's schema (see ContractForm). A form holding changes
 * asks before it closes: the operator who presses Escape or Cancel by mistake keeps what was typed.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button } from 'semantic-ui-react';
import type { z } from 'zod';
import type { Text } from '../../../../contract/i18n.ts';
import { useUnsavedGuard } from '../../layout/unsaved.ts';
import type { FormFieldDesc, Row } from '../descriptions/types.ts';
import { ContractFields, useContractForm } from './ContractForm.tsx';
import { Dialog } from './Dialog.tsx';

interface Props {
  title: string;
  fields: FormFieldDesc[];
  titles: Record<string, Text>;
  schema: z.ZodType;
  initial?: Row;
  /** The submit button's words; default 保存 / Save. */
  submitText?: string;
  /** Resolves to undefined when saved, or to the upstream's error text. */
  onSubmit(body: Record<string, unknown>): Promise<string | undefined>;
  onClose(): void;
}

export function FormModal({ title, fields, titles, schema, initial, submitText, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const { form, formError, submit, busy, required } = useContractForm(fields, schema, initial, onSubmit);
  const dirty = form.formState.isDirty;
  // the screen behind holds the changes too: closing its tag, logging out or leaving the page asks as well
  useUnsavedGuard(useLocation().pathname, dirty);
  const [asking, setAsking] = useState(false);
  // Escape while asking goes back to the form: a second Escape never throws the changes away
  const close = () => (asking ? setAsking(false) : dirty ? setAsking(true) : onClose());
  return (
    <Dialog size="small" onClose={close} className="form-modal" closeOnDimmerClick={false}>
      <Dialog.Header>{title}</Dialog.Header>
      <Dialog.Content scrolling>
        <form id="screen-form" className={`ui form ${formError ? 'error' : ''}`} onSubmit={submit} noValidate>
          <ContractFields fields={fields} titles={titles} form={form} required={required} />
          {formError && <div className="ui error message form-error">{formError}</div>}
        </form>
      </Dialog.Content>
      {/* keyed apart: React would otherwise turn the clicked "keep editing" into the submit button during its own
          click, and the browser would then submit the form */}
      {asking ? (
        <Dialog.Actions key="ask" className="discard-ask">
          <span className="discard-message">{t('screens.dialog.unsaved')}</span>
          <Button content={t('tags.keepEditing')} onClick={() => setAsking(false)} type="button" className="keep-editing" autoFocus />
          <Button negative content={t('tags.discard')} onClick={onClose} type="button" className="discard-changes" />
        </Dialog.Actions>
      ) : (
        <Dialog.Actions key="edit">
          <Button content={t('screens.dialog.cancel')} onClick={close} type="button" className="form-cancel" />
          <Button primary type="submit" form="screen-form" loading={busy} disabled={busy} content={submitText ?? t('screens.dialog.save')} className="form-save" />
        </Dialog.Actions>
      )}
    </Dialog>
  );
}
