/** The console's side of the contract's state machines: which actions a record offers in its current state. */
import type { ActionDef, Actor, ResourceDef } from '../../../../contract/resource.ts';
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

/** The labels that may read a resource (its screens and the lookups others need). */
export function readLabels(def: ResourceDef): readonly string[] {
  return [def.permission.read, ...(def.permission.readAlso ?? [])];
}

/** The labels that may run an action, as the upstream checks them: its own, else the write label and `actAlso`. */
export function actLabels(def: ResourceDef, action: ActionDef): readonly string[] {
  if (action.permission) return [action.permission, ...(action.alsoPermitted ?? [])];
  return [def.permission.write ?? def.permission.read, ...(def.permission.actAlso ?? [])];
}

/**
 * The labels that may create, edit and delete: the write label alone. `actAlso` (a goods zone's label) runs the
 * actions, not the editing, and the upstream refuses it there: its holder is offered no edit button.
 */
export function writeLabels(def: ResourceDef): readonly string[] {
  return [def.permission.write ?? def.permission.read];
}

/** An action whose only input is a reason takes the reject dialog; other bodies take a form. */
export function takesReason(action: ActionDef): boolean {
  const keys = Object.keys(action.body?.shape ?? {});
  return keys.length === 1 && keys[0] === 'reason';
}
