/**
 * The operation log of a record (`GET <path>/{id}/history` for a resource with `history: true`): who did what to it
 * and when. An entry names an action of the resource or one of the events below; `fields` holds what the action was
 * given (a reason, a tracking number, the edited fields) so the console shows it in the reader's language.
 */
import { z } from 'zod';
import type { Text } from './i18n.ts';
import { dateTime } from './list.ts';

export const historyEntry = z.object({
  time: dateTime,
  operator: z.string(),
  action: z.string(),
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** What happens to a record besides its resource's own actions. */
export const HISTORY_EVENTS: Record<string, Text> = {
  create: { zh: '新建', en: 'Created' },
  update: { zh: '编辑', en: 'Edited' },
  placed: { zh: '买家下单', en: 'Order placed' },
  paid: { zh: '买家付款', en: 'Paid' },
  shipped: { zh: '商家发货', en: 'Shipped' },
  completed: { zh: '交易完成', en: 'Completed' },
  closed: { zh: '订单关闭', en: 'Closed' },
};

/** What an action was given that is no field of its record: its reason (a rejection, a stock change). */
export const HISTORY_FIELDS: Record<string, Text> = {
  reason: { zh: '原因', en: 'Reason' },
};

/** The operator of what the platform did by itself (an order timing out, a payment arriving). */
export const SYSTEM_OPERATOR = 'system';
