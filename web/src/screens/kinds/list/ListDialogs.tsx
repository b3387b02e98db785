/** The dialog in front of a list, one at a time (`actionRunner.ts` opens them): form, editor, confirm, reason, batch, history. */
import type { z } from 'zod';
import { summarizeBatch } from '../../lib/batch.ts';
import { BatchResultDialog, ConfirmDialog, ReasonDialog } from '../../parts/Dialogs.tsx';
import { FormModal } from '../../parts/FormModal.tsx';
import { HistoryDialog } from '../../parts/History.tsx';
import { RowBatchDialog } from '../../parts/RowBatchDialog.tsx';
import type { ListActions } from './useListActions.ts';
import type { ListController } from './useListController.ts';

export function ListDialogs({ c, a }: { c: ListController; a: ListActions }) {
  const { t, lang, def, desc, endpoints, rowBatch } = c;
  const { dialog, close } = a;
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'form':
      return <FormModal title={dialog.title} intro={dialog.intro} fields={dialog.fields} titles={def.fields} schema={dialog.schema} initial={dialog.initial} submitText={dialog.submitText} onSubmit={dialog.submit} onClose={close} />;
    case 'editor':
      return c.Editor ? <c.Editor row={dialog.row} onSaved={a.saved} onClose={close} /> : null;
    case 'confirm':
      return <ConfirmDialog title={dialog.title} message={dialog.message} facts={dialog.facts} confirmText={dialog.button} danger={dialog.danger} onConfirm={dialog.run} onClose={close} />;
    case 'reason':
      return <ReasonDialog action={dialog.action} actionTitle={dialog.actionTitle} title={dialog.title} count={dialog.count} intro={dialog.intro} onSubmit={dialog.submit} onClose={close} />;
    case 'history':
      return endpoints.history ? (
        <HistoryDialog title={`${t('screens.history.title')} · ${String(dialog.row[desc.rowLabel])}`} def={def} endpoint={endpoints.history} id={dialog.row.id} onClose={close} />
      ) : null;
    case 'batch':
      return <BatchResultDialog title={dialog.title} summary={dialog.summary} open={(id) => { close(); c.opened.show(Number(id)); }} onClose={close} />;
    case 'actionDialog': {
      // an action with a dialog of the screen's own (stock per SKU): it sends the action's body through the runner
      const action = def.actions?.[dialog.name];
      const Dialog = desc.actionDialogs?.[dialog.name];
      if (!action || !Dialog) return null;
      return <Dialog title={`${action.title[lang]} · ${String(dialog.row[desc.rowLabel])}`} row={dialog.row} schema={action.body as z.ZodType} submit={dialog.submit} onClose={close} />;
    }
    case 'rowBatch': {
      const action = rowBatch && def.actions?.[rowBatch.action];
      if (!rowBatch || !action) return null;
      return (
        <RowBatchDialog
          title={action.title[lang]}
          rows={dialog.rows}
          rowLabel={desc.rowLabel}
          perRow={rowBatch.perRow}
          shared={rowBatch.shared}
          titles={def.fields}
          schema={action.body as z.ZodType}
          send={async (row, body) => {
            const answer = await a.send(endpoints.actions[rowBatch.action], { id: row.id }, body);
            return answer.ok ? undefined : answer.error;
          }}
          onDone={(result) => a.batchDone(rowBatch.action, summarizeBatch(result, c.labelOf))}
          onClose={close}
        />
      );
    }
  }
}
