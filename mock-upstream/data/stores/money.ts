/**
 * Weekly bills of every open store from its completed orders, settled into its balance after a week, and payouts
 * drawn from that balance in every state. The movements of all stores are posted through the ledger in time order,
 * so the ledger's newest entries are the latest ones.
 */
import { maskAccount } from '../../../contract/accounts.ts';
import type { MerchantLedgerEntry } from '../../../contract/resources/stores/payouts.ts';
import { cents, money, type Random } from '../../random.ts';
import { postMerchantLedger } from '../../resources/stores/ledger.ts';
import type { MockState } from '../../state.ts';
import { dayStartMs, formatTime, parseTime } from '../../time.ts';
import { payeeOf, type StoredPayout } from '../money/payees.ts';

const DAY = 86_400_000;
const WEEKS = 8;
const COMMISSION_PERCENT = 5;

interface Movement {
  at: number;
  merchant: { id: number; name: string };
  type: MerchantLedgerEntry['type'];
  cents: number;
  relatedNo: string;
}

/** Store payouts are asked for and decided in office hours, not at the hour the bills close. */
const officeTime = (rnd: Random) => rnd.int(9 * 60, 20 * 60) * 60_000;

export function seedStoreMoney(state: MockState, rnd: Random, endMs: number): void {
  // Bills cover whole weeks of the platform's days, the newest ending at today's start: 2026-11-16 00:00:00 to
  // 2026-11-22 23:59:59, as a platform closes its books, and not at whatever hour the mock started.
  const closed = dayStartMs(endMs);
  const weekEnd = (w: number) => closed - w * 7 * DAY;
  const movements: Movement[] = [];
  const clerk = state.accounts.find((a) => a.is_finance === 1)?.name ?? null;
  for (const m of state.merchants.all().filter((x) => x.status === 'approved')) {
    let balance = 0;
    const move = (at: number, type: Movement['type'], amount: number, relatedNo: string) => {
      balance += amount;
      movements.push({ at, merchant: m, type, cents: amount, relatedNo });
    };
    // completed sales per week, newest week 0
    const sales = Array.from({ length: WEEKS }, () => ({ orders: 0, cents: 0 }));
    for (const o of state.orders.where('merchant_id', m.id)) {
      if (o.status !== 'completed') continue;
      const w = Math.floor((closed - parseTime(o.created_at)) / (7 * DAY));
      if (w >= 0 && w < WEEKS) {
        sales[w].orders++;
        sales[w].cents += cents(o.total);
      }
    }
    let payoutIndex = 0;
    for (let w = WEEKS - 1; w >= 0; w--) {
      const { orders, cents: gross } = sales[w];
      if (orders === 0) continue;
      const commission = Math.round((gross * COMMISSION_PERCENT) / 100);
      const end = weekEnd(w);
      const settled = w >= 2;
      const settledAt = end + 7 * DAY;
      const bill = state.stores.bills.insert({
        bill_no: `BL${formatTime(end).slice(0, 10).replace(/-/g, '')}${String(m.id).padStart(4, '0')}`,
        merchant_id: m.id,
        merchant_name: m.name,
        period_start: formatTime(end - 7 * DAY),
        period_end: formatTime(end - 1000),
        order_count: orders,
        sales: money(gross),
        commission: money(commission),
        net_amount: money(gross - commission),
        status: settled ? 'settled' : 'unsettled',
        settled_at: settled ? formatTime(settledAt) : null,
        created_at: formatTime(end),
      });
      if (!settled) continue;
      move(settledAt, 'settlement', gross - commission, bill.bill_no);
      // the store asks for part of its balance a few days after each settlement
      if (balance < 10_000 || !rnd.chance(0.8)) continue;
      const amount = Math.floor((balance * rnd.int(30, 80)) / 100 / 100) * 100;
      const asked = settledAt + rnd.int(1, 3) * DAY + officeTime(rnd);
      const age = w - 2; // 0: the newest settled week
      const status = age === 0 || (payoutIndex === 0 && m.id === 2)
        ? rnd.weighted([['pending', 60], ['to_transfer', 40]] as const)
        : rnd.weighted([['transferred', 80], ['rejected', 20]] as const);
      payoutIndex++;
      const payoutNo = `PO${String(state.stores.payouts.nextId).padStart(8, '0')}`;
      move(asked, 'payout', -amount, payoutNo);
      const method = rnd.pick(['bank', 'alipay', 'wechat'] as const);
      const decided = dayStartMs(asked) + rnd.int(1, 2) * DAY + officeTime(rnd);
      // the shop's own bank under its owner's name; of a card the last four digits are drawn (twelve, as before the payee)
      const payee = payeeOf({ id: m.id, name: m.owner, mobile: m.mobile }, method, method === 'bank' ? rnd.digits(12).slice(-4) : '');
      const reviewed = status === 'pending' ? null : formatTime(decided);
      const row: Omit<StoredPayout, 'id'> = {
        payout_no: payoutNo,
        merchant_id: m.id,
        merchant_name: m.name,
        amount: money(amount),
        method,
        account_name: payee.payee_name,
        // masked as every answer shows accounts; the full number only through the logged reveal call
        account_no: maskAccount(payee.account_no),
        account_secret: payee.account_no,
        bank_name: payee.bank_name,
        bank_branch: payee.bank_branch,
        status,
        reject_reason: status === 'rejected' ? '收款账户与实名信息不一致' : '',
        transfer_no: status === 'transferred' ? `TR${rnd.digits(12)}` : '',
        created_at: formatTime(asked),
        // the finance clerk decides and transfers, as for withdrawals
        reviewed_at: reviewed,
        reviewed_by: reviewed ? clerk : null,
        transferred_at: status === 'transferred' ? formatTime(decided) : null,
        transferred_by: status === 'transferred' ? clerk : null,
      };
      state.stores.payouts.insert(row);
      if (status === 'rejected') move(decided, 'payout_refund', amount, payoutNo);
    }
  }
  movements.sort((a, b) => a.at - b.at);
  for (const x of movements) postMerchantLedger(state, x.merchant, x.type, x.cents, x.relatedNo, formatTime(x.at));
}
