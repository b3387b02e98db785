/**
 * A dialog holding changes asks before it closes (Escape, Cancel): the operator who presses either by mistake keeps
 * what was typed. The one policy of the modal forms and of the screens' own editors.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button } from 'semantic-ui-react';
import { useUnsavedGuard } from '../../hooks/useUnsavedGuard.ts';
import { Dialog } from './Dialog.tsx';

export interface DiscardAsk {
  /** The question is shown in place of the dialog's buttons. */
  asking: boolean;
  /** What Escape and Cancel do: close, ask first when there are changes, or (while asking) go back to the form. */
  close(): void;
  keep(): void;
  discard(): void;
}

/** `dirty`: the form's own dirty state (useSchemaForm, docs/forms.md). */
export function useDiscardAsk(dirty: boolean, onClose: () => void): DiscardAsk {
  // the screen behind holds the changes too: closing its tag, logging out or leaving the page asks as well
  useUnsavedGuard(useLocation().pathname, dirty);
  const [asking, setAsking] = useState(false);
  return {
    asking,
    // Escape while asking goes back to the form: a second Escape never throws the changes away
    close: () => (asking ? setAsking(false) : dirty ? setAsking(true) : onClose()),
    keep: () => setAsking(false),
    discard: onClose,
  };
}

/**
 * A form dialog's buttons: Cancel (which asks first when there are changes) and the submit button of the form `form`;
 * while asking, the question in their place. The two bars are keyed apart: React would otherwise turn the clicked
 * "keep editing" into the submit button during its own click, and the browser would then submit the form.
 */
export function EditorActions({ ask, form, busy, submitText, saveClass = '' }: { ask: DiscardAsk; form: string; busy: boolean; submitText?: string; saveClass?: string }) {
  const { t } = useTranslation();
  if (ask.asking) {
    return (
      <Dialog.Actions key="ask" className="discard-ask">
        <span className="discard-message">{t('screens.dialog.unsaved')}</span>
        <Button content={t('tags.keepEditing')} onClick={ask.keep} type="button" className="keep-editing" autoFocus />
        <Button negative content={t('tags.discard')} onClick={ask.discard} type="button" className="discard-changes" />
      </Dialog.Actions>
    );
  }
  return (
    <Dialog.Actions key="edit">
      <Button content={t('screens.dialog.cancel')} onClick={ask.close} type="button" className="form-cancel" />
      <Button primary type="submit" form={form} loading={busy} disabled={busy} content={submitText ?? t('screens.dialog.save')} className={`form-save ${saveClass}`.trim()} />
    </Dialog.Actions>
  );
}
