/**
 * The console's modal dialog: Semantic's modal, open while it is rendered, with the focus policy of every dialog
 * (`hooks/useDialogFocus.ts`): the focus moves in, stays in, and goes back to the opener. Lint keeps Semantic's `Modal` to this
 * file, so no dialog can leave the policy out.
 *
 * A dialog is named by its header (`aria-labelledby`), so a screen reader says which dialog opened ("编辑 · 商品名,
 * dialog") rather than only "dialog"; one without a header (a picture) gives its `label` instead.
 */
import { createContext, type HTMLAttributes, type Ref, type RefObject, useContext, useId } from 'react';
// biome-ignore lint/style/noRestrictedImports: the one place that wraps it
import { Modal, type StrictModalHeaderProps, type StrictModalProps } from 'semantic-ui-react';
import { useDialogFocus } from '../../hooks/useDialogFocus.ts';

type Props = Omit<StrictModalProps, 'open' | 'defaultOpen' | 'trigger' | 'as' | 'header'> & {
  /** What takes the focus when the dialog opens; by default an `autoFocus` element, else the dialog itself. */
  initialFocus?: RefObject<HTMLElement>;
  /** Where the focus goes back when nothing had it as the dialog opened (opened from a menu that closed). */
  openedFrom?: RefObject<HTMLElement>;
  /** The dialog's accessible name when it has no `Dialog.Header`; with a header, the header names it. */
  label?: string;
};

/** The id the dialog's header takes, which the dialog's element names itself by. */
const HeaderId = createContext<string | undefined>(undefined);

export function Dialog({ initialFocus, openedFrom, label, onClose, ...props }: Props) {
  const box = useDialogFocus<HTMLDivElement>({ initial: initialFocus, openedFrom });
  const headerId = useId();
  return (
    // the context reaches the header through Semantic's portal, as React context does
    <HeaderId.Provider value={headerId}>
      <Modal
        {...props}
        // Semantic hears Escape on the document before anything in the dialog can: a popup open inside it (a field's
        // calendar, marked data-claims-escape) closes itself on that Escape, and the dialog stays
        onClose={(event, data) => {
          if (event?.type === 'keydown' && (event.target as Element | null)?.closest?.('[data-claims-escape]')) return;
          onClose?.(event, data);
        }}
        open
        as={ModalBox}
        box={box}
        tabIndex={-1}
        aria-label={label}
        aria-labelledby={label === undefined ? headerId : undefined}
      />
    </HeaderId.Provider>
  );
}
Dialog.Header = function DialogHeader(props: StrictModalHeaderProps) {
  return <Modal.Header {...props} id={useContext(HeaderId)} />;
};
Dialog.Content = Modal.Content;
Dialog.Actions = Modal.Actions;

// Semantic renders the modal's element itself and offers no ref to it: given as that element's type, this puts ours on
// it, and the role a screen reader announces (Semantic gives none)
function ModalBox({ box, ...props }: HTMLAttributes<HTMLDivElement> & { box: Ref<HTMLDivElement> }) {
  return <div ref={box} role="dialog" aria-modal="true" {...props} />;
}
