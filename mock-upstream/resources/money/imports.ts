/**
 * Batch imports (docs/imports.md): the dry run and the import run the same check (`importCheck.ts`); the import
 * applies exactly the rows it passes, and its record (the history) counts every row sent and names each failed one.
 */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import type { Member } from '../../../contract/resources/members.ts';
import { CREDIT_COLUMNS, type CreditImportRow, creditImportCheck, creditImportRow, HEDGING_COLUMNS, type HedgingImportRow, hedgingImportCheck, hedgingImportRow, type ImportRecord } from '../../../contract/resources/money/imports.ts';
import { Fail, MESSAGES } from '../../messages.ts';
import { cents, money } from '../../random.ts';
import { serveResource } from '../../engine/resource.ts';
import type { Ctx, Router } from '../../router.ts';
import type { MockState } from '../../state.ts';
import { now } from '../../time.ts';
import { postLedger } from '../members.ts';
import { checkAnswer, checkImportRows, type RowRule, type Verdict } from '../importCheck.ts';
import { activeMemberByMobile, membersByMobile, serialNo } from './people.ts';

type RawRows = { file_name: string; rows: Record<string, unknown>[] };

/** The batch number a credit import writes into its ledger remarks, and reads back to refuse a credit made twice. */
const CREDIT_REMARK = /^批量导入 (DR\d+)：([\s\S]*)$/;
const creditRemark = (no: string, remark: string) => `批量导入 ${no}：${remark}`;
const creditKey = (memberId: number, asset: string, amount: string, remark: string) => JSON.stringify([memberId, asset, amount, remark]);

/** Every credit an earlier import made, by member, asset, amount and remark: the batch that made it. */
function earlierCredits(state: MockState): Map<string, string> {
  const made = new Map<string, string>();
  for (const type of ['recharge', 'reward'] as const) {
    for (const e of state.ledger.where('type', type)) {
      const m = CREDIT_REMARK.exec(e.remark);
      if (m) made.set(creditKey(e.member_id, e.asset, e.amount, m[2]), m[1]);
    }
  }
  return made;
}

function creditRule(state: MockState, no: string, credited: { balance: number; points: number }): RowRule<CreditImportRow> {
  const members = membersByMobile(state);
  const earlier = earlierCredits(state);
  return {
    schema: creditImportRow,
    columns: CREDIT_COLUMNS,
    key: (r) => JSON.stringify([r.mobile, r.asset, r.amount, r.remark]),
    repeat: MESSAGES.importDuplicateCredit,
    against: (r) => {
      const member = activeMemberByMobile(members, r.mobile);
      const before = earlier.get(creditKey(member.id, r.asset, r.amount, r.remark));
      if (before) throw new Fail(MESSAGES.importCreditedBefore, { no: before });
      return () => {
        const amount = cents(r.amount);
        postLedger(state, member, { asset: r.asset, type: r.asset === 'balance' ? 'recharge' : 'reward', amountCents: amount, remark: creditRemark(no, r.remark) });
        credited[r.asset] += amount;
      };
    },
  };
}

function hedgingRule(state: MockState, importId: number): RowRule<HedgingImportRow> {
  const members = membersByMobile(state);
  const pending = new Map(state.money.hedgings.all().filter((h) => h.status === 'pending' && h.import_id !== null).map((h) => [JSON.stringify([h.member_id, h.amount, h.remark]), h.hedging_no]));
  return {
    schema: hedgingImportRow,
    columns: HEDGING_COLUMNS,
    key: (r) => r.mobile,
    repeat: MESSAGES.duplicateRow,
    against: (r) => {
      const member: Member = activeMemberByMobile(members, r.mobile);
      const same = pending.get(JSON.stringify([member.id, r.amount, r.remark]));
      if (same) throw new Fail(MESSAGES.importHedgingPending, { no: same });
      // the hedging will take the amount out of the balance: a row the balance cannot pay is refused now
      if (cents(r.amount) > cents(member.balance)) throw new Fail(MESSAGES.balanceInsufficient, { balance: member.balance });
      return () => {
        const time = now();
        const hedgings = state.money.hedgings;
        hedgings.insert({
          hedging_no: serialNo('DC', time, hedgings.nextId), member_id: member.id, member_name: member.name, member_mobile: member.mobile,
          amount: r.amount, remark: r.remark, status: 'pending', reason: '', import_id: importId, created_at: time, done_at: null,
        });
      };
    },
  };
}

/** Applies the rows the check passed; a row failing while applied (it should not) is a failure too. */
function record(ctx: Ctx, no: string, input: RawRows, verdicts: Verdict[]): Omit<ImportRecord, 'id'> {
  const failures: ImportRecord['failures'] = [];
  for (const v of verdicts) {
    if (v.error !== undefined) {
      failures.push({ row: v.row, mobile: v.mobile, error: v.error });
      continue;
    }
    try {
      v.apply?.();
    } catch (err) {
      if (!(err instanceof Fail)) throw err;
      failures.push({ row: v.row, mobile: v.mobile, error: err.in(ctx.lang) });
    }
  }
  if (verdicts.length > failures.length) ctx.state.changed();
  return {
    import_no: no, file_name: input.file_name, total: verdicts.length, succeeded: verdicts.length - failures.length, failed: failures.length,
    credited_balance: '0.00', credited_points: 0, failures, operator: ctx.caller?.user.name ?? '', created_at: now(),
  };
}

export function serveImports(router: Router): void {
  const creditNo = (s: MockState) => serialNo('DR', now(), s.money.creditImports.nextId);
  router.on(creditImportCheck, ({ body, state, lang }) => checkAnswer(checkImportRows(body.rows, creditRule(state, creditNo(state), { balance: 0, points: 0 }), lang)));
  serveResource<ImportRecord>(router, RESOURCES.creditImports, RESOURCE_ENDPOINTS.creditImports, {
    table: (s) => s.money.creditImports,
    create: (input: RawRows, ctx) => {
      const no = creditNo(ctx.state);
      const credited = { balance: 0, points: 0 };
      const done = record(ctx, no, input, checkImportRows(input.rows, creditRule(ctx.state, no, credited), ctx.lang));
      return { ...done, credited_balance: money(credited.balance), credited_points: credited.points / 100 };
    },
  });

  const hedgingId = (s: MockState) => s.money.hedgingImports.nextId;
  router.on(hedgingImportCheck, ({ body, state, lang }) => checkAnswer(checkImportRows(body.rows, hedgingRule(state, hedgingId(state)), lang)));
  serveResource<ImportRecord>(router, RESOURCES.hedgingImports, RESOURCE_ENDPOINTS.hedgingImports, {
    table: (s) => s.money.hedgingImports,
    create: (input: RawRows, ctx) => {
      const id = hedgingId(ctx.state);
      return record(ctx, serialNo('DC', now(), id), input, checkImportRows(input.rows, hedgingRule(ctx.state, id), ctx.lang));
    },
  });
}
