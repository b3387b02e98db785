/**
 * Which action an order of each type may take in its type's own state (a group still forming, a credit purchase
 * overdue...), beyond the order status guards (`when`) of the actions. The one rule: the orders' actions `refuse`
 * through it, so the upstream refuses in these words and the console does not offer what it would refuse. docs/screens.md,
 * "Order actions by type and state", shows it as a table, and a test holds the two together.
 */
import type { Actor } from '../resource.ts';
import type { Text } from '../i18n.ts';
import type { OrderType, OrderTypeInfo } from './orderTypes.ts';

/** The orders' actions a rule can refuse (closing an unpaid order and a remark stay open to every type). */
export type OrderAction = 'ship' | 'change_tracking' | 'refund_close';

export interface OrderRule {
  types: readonly OrderType[];
  /** The type's own state the rule holds in: a `type_info` field and its values; absent, every order of the types. */
  state?: { field: keyof OrderTypeInfo; values: readonly (string | number)[] };
  refuses: readonly OrderAction[];
  why: Text;
}

export const ORDER_RULES: readonly OrderRule[] = [
  // a group buy ships only once the group has formed; until then, or when it failed, the paid money goes back
  {
    types: ['group'],
    state: { field: 'group_state', values: ['forming'] },
    refuses: ['ship'],
    why: { zh: '拼团中，成团后才能发货（不再等待成团可关闭并退款）', en: 'The group is still forming: ship once it has formed (or close and refund the order)' },
  },
  {
    types: ['group'],
    state: { field: 'group_state', values: ['failed'] },
    refuses: ['ship'],
    why: { zh: '拼团失败，订单应关闭并退款，不能发货', en: 'The group failed: close and refund the order, do not ship it' },
  },
  {
    types: ['group'],
    state: { field: 'group_state', values: ['formed'] },
    refuses: ['refund_close'],
    why: { zh: '已成团，订单照常发货；买家要退款请走售后', en: 'The group has formed: ship the order; a buyer who wants a refund goes through after-sales' },
  },
  // an instalment order ships on its first period (the down payment), never before
  {
    types: ['instalment', 'instalment_pay'],
    state: { field: 'periods_paid', values: [0] },
    refuses: ['ship'],
    why: { zh: '首期款未付，付清首期后才能发货', en: 'The first instalment is unpaid: ship once it is paid' },
  },
  // no more goods on credit to a buyer behind with the repayments
  {
    types: ['shegou'],
    state: { field: 'repay_state', values: ['overdue'] },
    refuses: ['ship'],
    why: { zh: '赊购还款已逾期，买家还清欠款前不能发货', en: 'The credit repayment is overdue: ship once the buyer has repaid' },
  },
  // the buyer collects it at the store with the verification code (the verification import completes it)
  {
    types: ['store'],
    refuses: ['ship', 'change_tracking'],
    why: { zh: '门店订单由买家凭核销码到店自提，不发快递', en: 'An in-store order is collected at the store with its verification code, not shipped' },
  },
];

/** The rule of ORDER_RULES an order is under for an action, if any. */
export function orderRuleFor(action: OrderAction, order: { type: OrderType; type_info: OrderTypeInfo }): OrderRule | undefined {
  return ORDER_RULES.find(
    (r) =>
      r.refuses.includes(action) &&
      r.types.includes(order.type) &&
      (!r.state || r.state.values.includes(order.type_info[r.state.field] as string | number)),
  );
}

/** An order action's `refuse`: the words of the rule that refuses it. */
export function refusedBy(action: OrderAction): (row: Record<string, unknown>, actor: Actor) => Text | undefined {
  return (row) => orderRuleFor(action, row as { type: OrderType; type_info: OrderTypeInfo })?.why;
}
