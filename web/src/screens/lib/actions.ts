/**
 * The console's side of the contract's state machines: which actions a record offers in its current state. Who may
 * run them is the contract's too (`actLabels` in contract/permissionLabels.ts).
 */
import type { ActionDef, Actor } from '../../../../contract/resource.ts';
import type { Row } from '../descriptions/types.ts';

export function allowed(when: ActionDef['when'], row: Row): boolean {
  return Object.entries(when ?? {}).every(([field, values]) => values.includes(row[field] as string | number | boolean));
}

/**
 * Whether a record offers an action: its `when` states and the contract's `refuse` rule, the one the upstream refuses
 * by, for the logged-in account (`actor`), so nothing is offered that the upstream would refuse.
 */
export function offers(action: ActionDef, row: Row, actor: Actor): boolean {
  return allowed(action.when, row) && action.refuse?.(row, actor) === undefined;
}

/** An action whose only input is a reason takes the reject dialog; other bodies take a form. */
export function takesReason(action: ActionDef): boolean {
  const keys = Object.keys(action.body?.shape ?? {});
  return keys.length === 1 && keys[0] === 'reason';
}
