/**
 * Which record changes are events (docs/events.md, "Kinds"): the one place that says so, fed by every write call of
 * the contract (oplog/journal.ts passes what each call changed) and by the live mode's writes (live.ts), so an order
 * paid by a buyer of the live mode and goods submitted through the console are published alike.
 */
import { EVENT_KIND, EVENT_RECORDS, type UpstreamEventKind } from '../../contract/events.ts';
import type { AfterSale } from '../../contract/resources/afterSales.ts';
import { type Goods, LOW_STOCK } from '../../contract/resources/goods.ts';
import type { Merchant } from '../../contract/resources/merchants.ts';
import type { Order } from '../../contract/resources/orders.ts';
import type { Withdrawal } from '../../contract/resources/withdrawals.ts';
import type { Text } from '../../contract/i18n.ts';
import type { MockState } from '../state.ts';
import { formatTime } from '../time.ts';

/** One record a write changed: undefined before, it was made; undefined after, removed. */
export interface RecordChange {
  resource: string;
  before: Record<string, unknown> | undefined;
  after: Record<string, unknown> | undefined;
}

interface Found {
  kind: UpstreamEventKind;
  id: number;
  shop: number | null;
  summary: Text;
}

type Rule = (before: never, after: never) => Found | undefined;

const RULES: Record<string, Rule> = {
  orders: (before: Order | undefined, after: Order | undefined) =>
    after && after.status === 'to_ship' && after.paid_at !== null && (before === undefined || before.paid_at === null)
      ? {
          kind: 'order_paid',
          id: after.id,
          shop: after.merchant_id,
          summary: { zh: `订单 ${after.order_no} 已付款 ¥${after.total}，${after.merchant_name}待发货`, en: `Order ${after.order_no} paid ¥${after.total}, to ship by ${after.merchant_name}` },
        }
      : undefined,
  afterSales: (before: AfterSale | undefined, after: AfterSale | undefined) =>
    after && before === undefined
      ? {
          kind: 'after_sale_requested',
          id: after.id,
          shop: after.merchant_id,
          summary: { zh: `${after.buyer_name} 申请售后 ${after.after_sale_no}：¥${after.apply_amount}（${after.apply_reason}）`, en: `${after.buyer_name} asks for after-sale ${after.after_sale_no}: ¥${after.apply_amount}` },
        }
      : undefined,
  withdrawals: (before: Withdrawal | undefined, after: Withdrawal | undefined) =>
    after && before === undefined && after.status === 'in_review'
      ? {
          kind: 'withdrawal_requested',
          id: after.id,
          shop: null,
          summary: { zh: `${after.member_name} 申请提现 ¥${after.amount}（${after.withdraw_no}）`, en: `${after.member_name} asks to withdraw ¥${after.amount} (${after.withdraw_no})` },
        }
      : undefined,
  goods: (before: Goods | undefined, after: Goods | undefined) => {
    if (!after) return undefined;
    if (after.audit_state === 'pending' && before?.audit_state !== 'pending') {
      return { kind: 'goods_submitted', id: after.id, shop: after.merchant_id, summary: { zh: `${after.merchant_name} 提交了「${after.name}」待审核`, en: `${after.merchant_name} submitted "${after.name}" for review` } };
    }
    if (before && before.stock >= LOW_STOCK && after.stock < LOW_STOCK && !after.deleted) {
      return { kind: 'stock_low', id: after.id, shop: after.merchant_id, summary: { zh: `「${after.name}」库存仅剩 ${after.stock}`, en: `"${after.name}" has ${after.stock} left in stock` } };
    }
    return undefined;
  },
  merchants: (before: Merchant | undefined, after: Merchant | undefined) =>
    after && after.status === 'pending' && before?.status !== 'pending'
      ? { kind: 'merchant_applied', id: after.id, shop: null, summary: { zh: `${after.name}（${after.owner}）申请入驻`, en: `${after.name} (${after.owner}) applies to join` } }
      : undefined,
};

/** Publishes the events the changes make, in the order the records were changed. */
export function publishEventsOf(state: MockState, changes: readonly RecordChange[]): void {
  for (const { resource, before, after } of changes) {
    const rule = RULES[resource] as ((b: unknown, a: unknown) => Found | undefined) | undefined;
    const found = rule?.(before, after);
    if (!found) continue;
    const { resource: recordResource, permission } = EVENT_RECORDS[found.kind];
    const { zh, en } = EVENT_KIND.options[found.kind];
    state.events.publish({
      kind: found.kind,
      time: formatTime(state.events.clock()),
      shop_id: found.shop,
      record: { resource: recordResource, id: found.id },
      title: { zh, en },
      summary: found.summary,
      permission,
    });
  }
}
