import type { BatchResult } from '../../../../contract/list.ts';

export interface BatchSummary {
  succeeded: number;
  failed: { id: string | number; label: string; error: string }[];
}

/** A batch answer for people: how many went through and, per failed row, its name and the reason. */
export function summarizeBatch(result: BatchResult, labelOf: (id: string | number) => string): BatchSummary {
  return {
    succeeded: result.succeeded.length,
    failed: result.failed.map((f) => ({ id: f.id, label: labelOf(f.id), error: f.error })),
  };
}
