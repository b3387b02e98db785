/** The console's side of the contract's state machines: which actions a record offers in its current state. */
import type { ActionDef } from '../../../../contract/resource.ts';
import type { Row } from '../descriptions/types.ts';

export function allowed(when: ActionDef['when'], row: Row): boolean {
  return Object.entries(when ?? {}).every(([field, values]) => values.includes(row[field] as string | number | boolean));
}

/** An action whose only input is a reason takes the reject dialog; other bodies take a form. */
export function takesReason(action: ActionDef): boolean {
  const keys = Object.keys(action.body?.shape ?? {});
  return keys.length === 1 && keys[0] === 'reason';
}
