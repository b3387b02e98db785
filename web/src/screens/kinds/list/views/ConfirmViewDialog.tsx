/**
 * Asks before a saved view is overwritten or deleted (docs/views.md "Changing a view"): the title names the view, the
 * body says what will change, the button says the action. A refusal (the view changed in another browser) stays in
 * the dialog in the upstream's words, with the newer view already in the bar behind it.
 */
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { useSingleFlight } from '../../../../hooks/useSingleFlight.ts';
import { Dialog } from '../../../parts/Dialog.tsx';

interface Props {
  title: string;
  className: string;
  intro: string;
  /** What will change, one line each. */
  lines?: string[];
  /** The action's words on the button; no button when there is nothing to do. */
  confirm?: string;
  /** The action cannot be undone (a delete): its button is red. */
  danger?: boolean;
  /** Undefined when done, else the words to show. */
  onConfirm(): Promise<string | undefined>;
  onClose(): void;
  openedFrom?: RefObject<HTMLElement>;
}

export function ConfirmViewDialog({ title, className, intro, lines = [], confirm, danger, onConfirm, onClose, openedFrom }: Props) {
  const { t } = useTranslation();
  const [refused, setRefused] = useState<string>();
  const flight = useSingleFlight();
  const run = () =>
    flight.run(async () => {
      const answer = await onConfirm();
      if (answer === undefined) onClose();
      else setRefused(answer);
    });
  return (
    <Dialog size="tiny" onClose={onClose} openedFrom={openedFrom} className={className}>
      <Dialog.Header>{title}</Dialog.Header>
      <Dialog.Content>
        <p>{intro}</p>
        {lines.length > 0 && (
          <ul className="view-changes">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        {refused && (
          <div className="ui negative message view-refused" role="alert">
            {refused}
          </div>
        )}
      </Dialog.Content>
      <Dialog.Actions>
        <Button type="button" content={t('screens.views.cancel')} onClick={onClose} />
        {confirm && !refused && <Button negative={danger} primary={!danger} autoFocus loading={flight.busy} disabled={flight.busy} content={confirm} onClick={() => void run()} className="view-confirm" />}
      </Dialog.Actions>
    </Dialog>
  );
}
