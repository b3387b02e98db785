/** The cards above the withdrawals list: what waits and what was paid today, summed in cents by the upstream. */
import { z } from 'zod';
import { defineResource } from '../../resource.ts';
import { id, money } from '../common.ts';

export const withdrawSummaryRecord = z.object({
  id,
  pending_count: z.number().int().min(0),
  pending_amount: money,
  approved_count: z.number().int().min(0),
  approved_amount: money,
  paid_today_count: z.number().int().min(0),
  paid_today_amount: money,
  failed_count: z.number().int().min(0),
  failed_amount: money,
});
export type WithdrawSummary = z.infer<typeof withdrawSummaryRecord>;

/** `GET /api/v2/seller/withdrawals_summary`: one row (id 1). */
export const withdrawSummary = defineResource({
  name: 'withdrawSummary',
  title: { zh: '提现概况', en: 'Withdrawals summary' },
  path: '/api/v2/seller/withdrawals_summary',
  record: withdrawSummaryRecord,
  fields: {
    pending_count: { zh: '待审核笔数', en: 'Pending' },
    pending_amount: { zh: '待审核金额', en: 'Pending amount' },
    approved_count: { zh: '待打款笔数', en: 'To pay' },
    approved_amount: { zh: '待打款金额', en: 'Amount to pay' },
    paid_today_count: { zh: '今日已打款笔数', en: 'Paid today' },
    paid_today_amount: { zh: '今日已打款金额', en: 'Paid today amount' },
    failed_count: { zh: '打款失败笔数', en: 'Failed' },
    failed_amount: { zh: '打款失败金额', en: 'Failed amount' },
  },
  filters: [],
  sortable: ['id'],
  defaultSort: 'id',
  permission: { read: 'withDraw_index' },
});
