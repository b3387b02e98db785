/** Store payouts, bills and the merchant ledger: every money movement goes through `postMerchantLedger`. */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import { maskAccount } from '../../../contract/accounts.ts';
import type { MerchantLedgerEntry, StoreBill, StorePayout } from '../../../contract/resources/stores/payouts.ts';
import type { StoredPayout } from '../../data/money/payees.ts';
import { serveResource } from '../../engine/resource.ts';
import { Fail, MESSAGES } from '../../messages.ts';
import { cents, money } from '../../random.ts';
import type { Ctx, Router } from '../../router.ts';
import { now } from '../../time.ts';
import { merchantScope } from '../scope.ts';
import { actor, serveReveal } from '../payees.ts';
import { merchantBalanceCents, postMerchantLedger } from './ledger.ts';

const ownRows = merchantScope('merchant_id');

function merchantOf(ctx: Ctx, id: number) {
  const merchant = ctx.state.merchants.get(id);
  if (!merchant || (ctx.caller?.user.merchant_id !== undefined && ctx.caller.user.merchant_id !== id)) {
    throw new Fail(MESSAGES.recordNotFound, { resource: RESOURCES.merchants.title, id });
  }
  return merchant;
}

export function servePayouts(router: Router): void {
  serveResource<StoredPayout>(router, RESOURCES.storePayouts, RESOURCE_ENDPOINTS.storePayouts, {
    table: (s) => s.stores.payouts,
    scope: ownRows,
    // every answer leaves the full account number out: only the logged reveal below gives it
    view: ({ account_secret: _secret, ...shown }) => shown,
    create(input: Pick<StorePayout, 'merchant_id' | 'amount' | 'method' | 'account_name' | 'account_no' | 'bank_name' | 'bank_branch'>, ctx) {
      const merchant = merchantOf(ctx, input.merchant_id);
      if (merchant.status !== 'approved') throw new Fail(MESSAGES.storesMerchantNotOpen, { name: merchant.name });
      const balance = merchantBalanceCents(ctx.state, merchant.id);
      if (cents(input.amount) > balance) throw new Fail(MESSAGES.storesPayoutAboveBalance, { balance: money(balance) });
      const payoutNo = `PO${String(ctx.state.stores.payouts.nextId).padStart(8, '0')}`;
      // the amount leaves the balance at the application, so it cannot be asked for twice
      postMerchantLedger(ctx.state, merchant, 'payout', -cents(input.amount), payoutNo);
      // a card's bank and branch only: Alipay and WeChat pay to the account itself
      const bank = input.method === 'bank' ? { bank_name: input.bank_name, bank_branch: input.bank_branch } : { bank_name: '', bank_branch: '' };
      return {
        ...input,
        ...bank,
        account_no: maskAccount(input.account_no),
        account_secret: input.account_no,
        payout_no: payoutNo,
        merchant_name: merchant.name,
        status: 'pending',
        reject_reason: '',
        transfer_no: '',
        created_at: now(),
        reviewed_at: null,
        reviewed_by: null,
        transferred_at: null,
        transferred_by: null,
      };
    },
    actions: {
      approve: (_row, _body, ctx) => ({ reviewed_at: now(), reviewed_by: actor(ctx) }),
      reject(row, body, ctx) {
        postMerchantLedger(ctx.state, { id: row.merchant_id, name: row.merchant_name }, 'payout_refund', cents(row.amount), row.payout_no);
        return { reject_reason: body.reason, reviewed_at: now(), reviewed_by: actor(ctx) };
      },
      transfer: (_row, body, ctx) => ({ transfer_no: body.transfer_no, transferred_at: now(), transferred_by: actor(ctx) }),
    },
  });
  serveReveal(router, 'storePayouts', (s) => s.stores.payouts, (row) => row.account_secret);

  serveResource<MerchantLedgerEntry>(router, RESOURCES.merchantLedger, RESOURCE_ENDPOINTS.merchantLedger, {
    table: (s) => s.stores.merchantLedger,
    scope: ownRows,
  });

  serveResource<StoreBill>(router, RESOURCES.storeBills, RESOURCE_ENDPOINTS.storeBills, {
    table: (s) => s.stores.bills,
    scope: ownRows,
    actions: {
      settle(row, _body, ctx) {
        postMerchantLedger(ctx.state, { id: row.merchant_id, name: row.merchant_name }, 'settlement', cents(row.net_amount), row.bill_no);
        return { settled_at: now() };
      },
    },
  });
}
