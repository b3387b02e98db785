/**
 * The shipping import's dry run (docs/imports.md): each row as the orders' ship action will take it: its body (courier,
 * tracking number), the order by its number within the caller's scope (a merchant ships only its own), and the
 * action's `when` guard and its `refuse` rule refused in the engine's words; and a repeat of an earlier row of the file.
 */
import type { Order } from '../../contract/resources/orders.ts';
import { ORDER_STATUS, orders } from '../../contract/resources/orders.ts';
import { SHIP_COLUMNS, shipImportCheck, shipImportRow } from '../../contract/resources/shipImport.ts';
import { Fail, MESSAGES } from '../messages.ts';
import type { Router } from '../router.ts';
import { checkAnswer, checkImportRows } from './importCheck.ts';
import { merchantScope } from './scope.ts';

const SHIP = orders.actions?.ship;

export function serveShipImport(router: Router): void {
  router.on(shipImportCheck, (ctx) => {
    const { body, state, lang } = ctx;
    const scope = merchantScope('merchant_id')(ctx);
    const wanted = new Set(body.rows.map((r) => r.order_no.trim()));
    const visible = (o: Order) => scope.every((f) => f.kind === 'eq' && (o as Record<string, unknown>)[f.field] === f.value);
    const byNo = new Map(state.orders.all().filter((o) => wanted.has(o.order_no) && visible(o)).map((o) => [o.order_no, o]));
    const allowed: readonly unknown[] = SHIP?.when?.status ?? [];
    return checkAnswer(
      checkImportRows(body.rows, {
        schema: shipImportRow,
        columns: SHIP_COLUMNS,
        key: (r) => r.order_no,
        repeat: MESSAGES.duplicateRow,
        against: (r) => {
          const order = byNo.get(r.order_no);
          if (!order) throw new Fail(MESSAGES.orderUnknown);
          if (!allowed.includes(order.status)) throw new Fail(MESSAGES.stateForbids, { field: orders.fields.status, value: ORDER_STATUS.options[order.status], action: SHIP?.title ?? '' });
          // the order type's own rule (a forming group, an in-store order), as the action refuses it
          const why = SHIP?.refuse?.(order, { account: ctx.caller?.user.account ?? '' });
          if (why) throw new Fail(why);
          // the ship action itself ships the row: the dry run has nothing to apply
          return () => undefined;
        },
      }, lang),
    );
  });
}
