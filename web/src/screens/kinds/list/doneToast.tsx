/**
 * The toast once an action is done (docs/lists.md "The action runner's one path"): the words `confirmation.tsx` built
 * from the action and the record ("已通过 TX26110001（¥50.00）"), and, for one record, a link that opens its drawer: the
 * drawer closed with the action, and the record may have left the tab the list shows.
 */
import toast from 'react-hot-toast';

/** What a done toast links to: a record's drawer, or the rows of a batch. */
export interface DoneLink {
  text: string;
  open(): void;
}

export function showDone(message: string, link?: DoneLink) {
  if (!link) {
    toast.success(message, { className: 'console-toast success' });
    return;
  }
  toast.success(
    (shown) => (
      <span className="done-toast">
        <span className="done-toast-text">{message}</span>
        <button
          type="button"
          className="ui mini basic button done-toast-link"
          onClick={() => {
            toast.dismiss(shown.id);
            link.open();
          }}
        >
          {link.text}
        </button>
      </span>
    ),
    // a link to follow needs longer than the default two seconds to be read and reached
    { className: 'console-toast success', duration: 6000 },
  );
}
