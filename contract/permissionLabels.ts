/**
 * Who may call what on a resource, as route labels (docs/contract.md, "Who may write"). The resource's endpoints take
 * their labels from here, so the console offers a button to exactly the labels the upstream accepts for its call.
 * (A route's own label is `labelOf` in contract/routes.ts.)
 */

/**
 * A resource's labels. `read` to read; `write` (default: `read`) to create, update, delete and act. `readAlso`: other
 * labels that may read (a lookup other screens need, a queue several review routes show); `actAlso` likewise for the
 * actions without a permission of their own.
 */
export interface ResourcePermission {
  read: string;
  write?: string;
  readAlso?: readonly string[];
  actAlso?: readonly string[];
}

/** An action's own labels, when it does not run under the resource's write label. */
export interface ActionPermission {
  permission?: string;
  /** Other labels that may run it besides its own `permission`. */
  alsoPermitted?: readonly string[];
}

interface Permissioned {
  permission: ResourcePermission;
}

/** The labels that may read a resource: its list, a record, its history (its screens and the lookups others need). */
export function readLabels(def: Permissioned): readonly string[] {
  return [def.permission.read, ...(def.permission.readAlso ?? [])];
}

/**
 * The labels that may create, edit and delete: the write label alone. `actAlso` (a goods zone's label) runs the
 * actions, not the editing: the upstream refuses it there, and the console offers its holder no edit button.
 */
export function writeLabels(def: Permissioned): readonly string[] {
  return [def.permission.write ?? def.permission.read];
}

/** The labels that may run an action (one record or a batch): its own, else the write label and `actAlso`. */
export function actLabels(def: Permissioned, action: ActionPermission): readonly string[] {
  if (action.permission) return [action.permission, ...(action.alsoPermitted ?? [])];
  return [...writeLabels(def), ...(def.permission.actAlso ?? [])];
}

/** Labels as an endpoint declares them: the first as its `permission`, the others as `alsoPermitted`. */
export function endpointLabels(labels: readonly string[]): { permission: string; alsoPermitted?: readonly string[] } {
  const [permission, ...others] = labels;
  return others.length > 0 ? { permission, alsoPermitted: others } : { permission };
}
