import type { BatchResult } from '../../../../contract/list.ts';

export interface BatchSummary {
  succeeded: number;
  /** The rows that went through, named: the done toast's link shows them, each opening its drawer. */
  done: { id: string | number; label: string }[];
  failed: { id: string | number; label: string; error: string }[];
}

/** A batch answer for people: how many went through and, per failed row, its name and the reason. */
export function summarizeBatch(result: BatchResult, labelOf: (id: string | number) => string): BatchSummary {
  return {
    succeeded: result.succeeded.length,
    done: result.succeeded.map((id) => ({ id, label: labelOf(id) })),
    failed: result.failed.map((f) => ({ id: f.id, label: labelOf(f.id), error: f.error })),
  };
}
