/**
 * Batch imports: each row is applied on its own (a failure names the row and why, and never stops the others); the
 * import's record keeps the counts and failures as the history.
 */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import type { ImportRecord } from '../../../contract/resources/money/imports.ts';
import { Fail } from '../../messages.ts';
import { cents, money } from '../../random.ts';
import { serveResource } from '../../engine/resource.ts';
import type { Ctx, Router } from '../../router.ts';
import { now } from '../../time.ts';
import { postLedger } from '../members.ts';
import { activeMemberByMobile, membersByMobile, serialNo } from './people.ts';

interface Row {
  row: number;
  mobile: string;
}

/** Applies each row; `apply` throws `Fail` to refuse one. */
function runImport<R extends Row>(ctx: Ctx, prefix: string, nextId: number, input: { file_name: string; rows: R[] }, apply: (row: R) => void): Omit<ImportRecord, 'id'> {
  const failures: ImportRecord['failures'] = [];
  for (const row of input.rows) {
    try {
      apply(row);
    } catch (err) {
      if (!(err instanceof Fail)) throw err;
      failures.push({ row: row.row, mobile: row.mobile, error: err.in(ctx.lang) });
    }
  }
  const time = now();
  return {
    import_no: serialNo(prefix, time, nextId), file_name: input.file_name, total: input.rows.length, succeeded: input.rows.length - failures.length,
    failed: failures.length, credited_balance: '0.00', credited_points: 0, failures, operator: ctx.caller?.user.name ?? '', created_at: time,
  };
}

export function serveImports(router: Router): void {
  serveResource<ImportRecord>(router, RESOURCES.creditImports, RESOURCE_ENDPOINTS.creditImports, {
    table: (s) => s.money.creditImports,
    create: (input: { file_name: string; rows: (Row & { asset: 'balance' | 'points'; amount: string; remark: string })[] }, ctx) => {
      const members = membersByMobile(ctx.state);
      const credited = { balance: 0, points: 0 };
      const no = serialNo('DR', now(), ctx.state.money.creditImports.nextId);
      const record = runImport(ctx, 'DR', ctx.state.money.creditImports.nextId, input, (row) => {
        const member = activeMemberByMobile(members, row.mobile);
        const amount = cents(row.amount);
        postLedger(ctx.state, member, { asset: row.asset, type: row.asset === 'balance' ? 'recharge' : 'reward', amountCents: amount, remark: `批量导入 ${no}：${row.remark}` });
        credited[row.asset] += amount;
      });
      return { ...record, credited_balance: money(credited.balance), credited_points: credited.points / 100 };
    },
  });

  serveResource<ImportRecord>(router, RESOURCES.hedgingImports, RESOURCE_ENDPOINTS.hedgingImports, {
    table: (s) => s.money.hedgingImports,
    create: (input: { file_name: string; rows: (Row & { amount: string; remark: string })[] }, ctx) => {
      const members = membersByMobile(ctx.state);
      const importId = ctx.state.money.hedgingImports.nextId;
      const hedgings = ctx.state.money.hedgings;
      return runImport(ctx, 'DC', importId, input, (row) => {
        const member = activeMemberByMobile(members, row.mobile);
        const time = now();
        hedgings.insert({
          hedging_no: serialNo('DC', time, hedgings.nextId), member_id: member.id, member_name: member.name, member_mobile: member.mobile,
          amount: row.amount, remark: row.remark, status: 'pending', reason: '', import_id: importId, created_at: time, done_at: null,
        });
      });
    },
  });
}
