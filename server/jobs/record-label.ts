/**
 * How a job's result file names a record besides its id: its number or name, the field a person would look for on
 * the list (an order's `order_no`, a withdrawal's `withdraw_no`, a member's `nickname`, a goods' `name`). The contract
 * has no "title field" per resource, so it is the first of the resource's fields whose key says it is one.
 */
import type { ResourceDef } from '../../contract/resource.ts';

const NAMING_FIELD = /(^|_)(no|sn|name|nickname|title|account|code)$/;

export function labelField(def: ResourceDef): string | undefined {
  return Object.keys(def.fields).find((key) => NAMING_FIELD.test(key));
}

/** The record's name or number, when the record shows one. */
export function recordLabel(def: ResourceDef, record: unknown): string | undefined {
  const field = labelField(def);
  const value = field && record && typeof record === 'object' ? (record as Record<string, unknown>)[field] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}
