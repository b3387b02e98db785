import type { AfterSale } from '../../contract/resources/afterSales.ts';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../contract/index.ts';
import { serveResource } from '../engine/resource.ts';
import { Fail } from '../messages.ts';
import { formatMoney } from '../../contract/money.ts';
import { cents } from '../random.ts';
import type { Ctx, Router } from '../router.ts';
import type { AfterSaleRow } from '../state.ts';
import { postLedger } from './members.ts';
import { now } from '../time.ts';
import { merchantScope } from './scope.ts';

const REFUND_ABOVE_PAID = { zh: '退款金额不能超过该商品实付 {paid}', en: 'The refund cannot exceed the {paid} paid for these goods' };

/** The cap is what was paid for the line(s) the after-sale covers, shown as the screens show money (¥1,169.00). */
function checkRefund(row: AfterSaleRow, amount: string): void {
  if (cents(amount) > cents(row.refundable)) throw new Fail(REFUND_ABOVE_PAID, { paid: formatMoney(row.refundable) });
}

/** The order follows its after-sale: refunding while one is open, closed after a full refund. */
function settleOrder(ctx: Ctx, row: AfterSaleRow, outcome: 'open' | 'refunded' | 'dropped'): void {
  const order = ctx.state.orders.get(row.order_id);
  if (!order) return;
  if (outcome === 'open') ctx.state.orders.update(order, { status: 'refunding' });
  else if (outcome === 'refunded' && cents(row.refund_amount) >= cents(order.total)) {
    ctx.state.orders.update(order, { status: 'closed', close_note: `售后退款完成（${row.after_sale_no}）` });
  } else if (order.status === 'refunding') {
    ctx.state.orders.update(order, { status: order.completed_at ? 'completed' : order.shipped_at ? 'shipped' : 'to_ship' });
  }
}

/** Where a refund goes: back the way the order was paid (the contract's `REFUND_TO`). */
function refundTo(ctx: Ctx, row: AfterSaleRow): AfterSale['refund_to'] {
  return ctx.state.orders.get(row.order_id)?.pay_method ?? 'balance';
}

export function serveAfterSales(router: Router): void {
  serveResource<AfterSaleRow>(router, RESOURCES.afterSales, RESOURCE_ENDPOINTS.afterSales, {
    table: (s) => s.afterSales,
    scope: merchantScope('merchant_id'),
    // the refund goes back the way the order was paid
    view: (row, ctx) => ({ ...row, refund_to: refundTo(ctx, row) }),
    actions: {
      agree(row, body, ctx) {
        checkRefund(row, body.refund_amount);
        settleOrder(ctx, row, 'open');
        return { refund_amount: body.refund_amount, status: row.type === 'refund_only' ? 'awaiting_refund' : 'awaiting_return', updated_at: now() };
      },
      reject(row, body, ctx) {
        settleOrder(ctx, row, 'dropped');
        return { reject_reason: body.reason, updated_at: now() };
      },
      buyer_returned: (_row, body) => ({ return_courier: body.courier, return_tracking_no: body.tracking_no, updated_at: now() }),
      // an exchange is done once the returned goods arrive (the replacement ships as a new order)
      confirm_receipt: (row, _body, ctx) => {
        if (row.type === 'exchange') settleOrder(ctx, row, 'dropped');
        return { status: row.type === 'exchange' ? 'done' : 'awaiting_refund', updated_at: now() };
      },
      confirm_refund(row, _body, ctx) {
        settleOrder(ctx, row, 'refunded');
        // a balance payment is refunded to the balance, through its ledger like every move of it (docs/screens.md, "Money")
        const member = ctx.state.members.get(row.member_id);
        if (member && cents(row.refund_amount) > 0 && refundTo(ctx, row) === 'balance') {
          postLedger(ctx.state, member, { type: 'refund', amountCents: cents(row.refund_amount), remark: `售后退款 ${row.after_sale_no}`, order_no: row.order_no });
        }
        const time = now();
        return { refunded_at: time, updated_at: time };
      },
      change_amount(row, body) {
        checkRefund(row, body.refund_amount);
        return { refund_amount: body.refund_amount, updated_at: now() };
      },
    },
  });
}
