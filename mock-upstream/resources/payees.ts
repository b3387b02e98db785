/**
 * What every payout's records share (docs/money.md): the name of the person who decided or paid, and the one call
 * per kind that answers a payee's full account number (contract/payee.ts), logged by the router as a read with who
 * and when, the number never. Every other answer leaves the full number out (each resource's `view`).
 */
import { RESOURCES } from '../../contract/index.ts';
import { PAYEE_REVEALS, type PayeeResource } from '../../contract/payee.ts';
import { readLabels } from '../../contract/permissionLabels.ts';
import type { Row, Table } from '../engine/table.ts';
import { grouped } from '../data/money/payees.ts';
import { Fail, MESSAGES } from '../messages.ts';
import type { Ctx, Router } from '../router.ts';
import type { MockState } from '../state.ts';

/** The person acting, as a record names who decided or paid (docs/money.md, "Who did it"). */
export const actor = (ctx: Ctx) => ctx.caller?.user.name ?? null;

/**
 * Serves the reveal of `resource`: the full number (`fullOf`) of a row of its table that `belongs` to it (a partner
 * withdrawal of that kind); any other id answers as a record that does not exist. Besides the reveal label (checked
 * by the router) the caller must read the resource, or its records do not exist for it, as another shop's do for a
 * merchant: finance pays no earnings withdrawal, whose screen it does not have.
 */
export function serveReveal<R extends Row>(
  router: Router,
  resource: PayeeResource,
  tableOf: (state: MockState) => Table<R>,
  fullOf: (row: R) => string,
  belongs: (row: R) => boolean = () => true,
): void {
  router.on(PAYEE_REVEALS[resource], (ctx) => {
    const reads = readLabels(RESOURCES[resource]).some((label) => ctx.caller?.labels.has(label));
    const row = tableOf(ctx.state).get(Number(ctx.params.id));
    if (!reads || !row || !belongs(row)) throw new Fail(MESSAGES.recordNotFound, { resource: RESOURCES[resource].title, id: String(ctx.params.id) });
    return { account: grouped(fullOf(row)) };
  });
}
