/**
 * Two people, one record (README.md "Two people, one record", docs/concurrency.md). Every record the console edits
 * carries `version`: 1 when created, raised by every write (an edit, an action, a side effect of another record's
 * action). An edit sends the version it started from; the upstream refuses one made on an older version with HTTP 409,
 * status 1, words naming who changed the record and when, and `data` holding the record as it is now. A settings key
 * is versioned the same way (`configRead` asked `with_versions` answers them under `CONFIG_VERSIONS`, `configSave` takes
 * them back as `versions`).
 */
import { z } from 'zod';

/** The field every versioned record carries. */
export const VERSION_FIELD = 'version';

export const recordVersion = z
  .number()
  .int()
  .min(1)
  .describe('Raised by every write of the record; an edit sends the version it started from and is refused with HTTP 409 when it is older');

/** A record schema with its version (every resource's answer: list rows, one record, what an edit or action returns). */
export function versioned<S extends z.ZodRawShape>(record: z.ZodObject<S>) {
  return record.extend({ [VERSION_FIELD]: recordVersion });
}

/** The body of an edit: the patch plus the version it started from. */
export function withBaseVersion(update: z.ZodType) {
  return z.intersection(update, z.object({ [VERSION_FIELD]: recordVersion.optional() }));
}

/** The HTTP status of an edit refused because the record changed since it was read. */
export const CONFLICT_HTTP = 409;

/** `data` of a refusal for a changed record: the record (or settings value) as it is now, and its version. */
export const conflictData = z.object({ current: z.unknown(), version: z.number().int().min(0) });
export type ConflictData = z.infer<typeof conflictData>;

/** The refusal's `data` when an answer is a version conflict, else undefined (any other refusal carries no such data). */
export function conflictOf(answer: unknown): ConflictData | undefined {
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { status, data } = answer as { status?: unknown; data?: unknown };
  if (status !== 1) return undefined;
  const parsed = conflictData.safeParse(data);
  return parsed.success && parsed.data.current !== undefined ? parsed.data : undefined;
}

/** Key of `configRead`'s answer holding the version of each settings key asked for (0: never saved). */
export const CONFIG_VERSIONS = '__versions';

/** The version a record was read at (what an edit of it sends), or undefined for one without. */
export function versionOf(record: unknown): number | undefined {
  const version = (record as { version?: unknown } | undefined)?.version;
  return typeof version === 'number' ? version : undefined;
}
