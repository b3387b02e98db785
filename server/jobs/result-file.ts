/**
 * What a finished job offers to download (docs/jobs.md, "API"): an export's file from EXPORT_DIR, or a bulk
 * job's result sheet, every row with its outcome, written by the export's streaming .xlsx writer straight into the
 * answer. Both carry a name a person recognises in their language (`订单-2026-11-28.xlsx`), the day the job started.
 */
import type { Writable } from 'node:stream';
import { create as contentDisposition } from 'content-disposition';
import type { Lang, Text } from '../../contract/i18n.ts';
import { actionOf, type ResourceCalls } from './contract-calls.ts';
import { openXlsxWriter } from './export/xlsxWriter.ts';
import { labelField } from './record-label.ts';
import type { JobRecord, Outcome, RowResult } from './store.ts';

export const OUTCOME_WORDS: Record<Outcome, Text> = {
  done: { zh: '已完成', en: 'Done' },
  refused: { zh: '被拒绝', en: 'Refused' },
  failed: { zh: '失败', en: 'Failed' },
  already_applied: { zh: '此前已执行', en: 'Already applied' },
  cancelled: { zh: '已取消（未执行）', en: 'Cancelled (not run)' },
};

const RESULT_WORDS = {
  sheet: { zh: '执行结果', en: 'Outcomes' },
  label: { zh: '名称/编号', en: 'Name or number' },
  outcome: { zh: '结果', en: 'Outcome' },
  reason: { zh: '原因', en: 'Reason' },
  result: { zh: '结果', en: 'result' },
} satisfies Record<string, Text>;

/** The platform's day (China time, UTC+8, no daylight saving) of an ISO time: the day in a file's name. */
function platformDay(iso: string): string {
  return new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 10);
}

/**
 * The download's Content-Disposition: the readable name as RFC 6266's UTF-8 `filename*`, and an ASCII `filename` for
 * clients that read no other (the content-disposition library writes both).
 */
export function attachment(job: JobRecord, resource: ResourceCalls, lang: Lang): string {
  const day = platformDay(job.started_at ?? job.created_at);
  const list = resource.def.title[lang];
  if (job.spec.kind === 'export') return contentDisposition(`${list}-${day}.${job.spec.format}`);
  const action = actionOf(resource, job.spec.action)?.title[lang] ?? job.spec.action;
  return contentDisposition(`${list}-${action}-${RESULT_WORDS.result[lang]}-${day}.xlsx`);
}

/** The bulk job's result sheet, a row per record by id: id, its name or number, the outcome in words, the reason. */
export async function writeResultSheet(out: Writable, rows: readonly RowResult[], resource: ResourceCalls, lang: Lang): Promise<void> {
  const field = labelField(resource.def);
  const labelHeader = field ? resource.def.fields[field][lang] : RESULT_WORDS.label[lang];
  const sheet = await openXlsxWriter(out, RESULT_WORDS.sheet[lang], ['ID', labelHeader, RESULT_WORDS.outcome[lang], RESULT_WORDS.reason[lang]]);
  try {
    for (const row of [...rows].sort((a, b) => a.id - b.id)) {
      await sheet.writeRow([row.id, row.label ?? null, OUTCOME_WORDS[row.outcome][lang], row.reason ?? null]);
    }
    await sheet.finish();
  } catch (error) {
    await sheet.abort();
    throw error;
  }
}
