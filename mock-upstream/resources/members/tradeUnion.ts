/** Trade-union packages (a price never above the original; a package with active members is kept) and members. */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import { serveResource } from '../../engine/resource.ts';
import { Fail, MESSAGES } from '../../messages.ts';
import { cents } from '../../random.ts';
import type { Router } from '../../router.ts';
import { now } from '../../time.ts';
import type { UnionMember, UnionPackage } from './tables.ts';

type PackageInput = Omit<UnionPackage, 'id' | 'on_sale' | 'sold' | 'created_at'>;

function checkPrices(p: Pick<UnionPackage, 'price' | 'original_price'>): void {
  if (cents(p.original_price) > 0 && cents(p.price) > cents(p.original_price)) throw new Fail(MESSAGES.packagePriceAboveOriginal);
}

export function serveTradeUnion(router: Router): void {
  serveResource<UnionPackage>(router, RESOURCES.tradeunionPackages, RESOURCE_ENDPOINTS.tradeunionPackages, {
    table: (s) => s.membersArea.tradeunionPackages,
    // a new package waits off sale until the operator puts it on sale
    create: (input: PackageInput) => {
      checkPrices(input);
      return { ...input, on_sale: false, sold: 0, created_at: now() };
    },
    update: (row, input: Partial<PackageInput>) => {
      checkPrices({ price: input.price ?? row.price, original_price: input.original_price ?? row.original_price });
      return input;
    },
    beforeDelete: (row, ctx) => {
      const active = ctx.state.membersArea.tradeunionMembers.where('package_id', row.id).filter((m) => m.status === 'active').length;
      if (active > 0) throw new Fail(MESSAGES.packageHasMembers, { count: active });
    },
  });
  serveResource<UnionMember>(router, RESOURCES.tradeunionMembers, RESOURCE_ENDPOINTS.tradeunionMembers, {
    table: (s) => s.membersArea.tradeunionMembers,
    actions: { cancel: (_row, body: { reason: string }) => ({ cancel_reason: body.reason }) },
  });
}
