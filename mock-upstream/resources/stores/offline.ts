/**
 * Offline stores, their services, goods and orders, and business circles. Places are checked against the area tree;
 * a merchant account works only on its own stores' rows.
 */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import { STORES_SETTING_KEY } from '../../../contract/resources/stores/guides.ts';
import { CLOSE_AFTER_OPEN, type OfflineGoods, type OfflineOrder, type OfflineService, type OfflineStore, type Verifier } from '../../../contract/resources/stores/offline.ts';
import { allDistricts } from '../../areas.ts';
import type { BusinessCircleRow } from '../../data/stores/tables.ts';
import { file } from '../../data/files.ts';
import { checkRule, serveResource } from '../../engine/resource.ts';
import { Fail, MESSAGES } from '../../messages.ts';
import type { Ctx, Router } from '../../router.ts';
import type { MockState } from '../../state.ts';
import { now } from '../../time.ts';
import { merchantScope } from '../scope.ts';

const ownRows = merchantScope('merchant_id');
const approvedOnly = [{ kind: 'eq' as const, field: 'status', value: 'approved' }];

let places: Set<string> | undefined;
/** Refuses a province/city/district that is not one of the area tree's. */
export function checkPlace(p: { province: string; city: string; district: string }): void {
  places ??= new Set(allDistricts().map((d) => `${d.province}|${d.city}|${d.district}`));
  if (!places.has(`${p.province}|${p.city}|${p.district}`)) throw new Fail(MESSAGES.storesPlaceUnknown, { place: `${p.province} ${p.city} ${p.district}` });
}

/** An approved store the caller may work on (a merchant account: only its own). */
function storeOf(ctx: Ctx, id: number): OfflineStore {
  const store = ctx.state.stores.offlineStores.get(id);
  const merchantId = ctx.caller?.user.merchant_id;
  if (!store || (merchantId !== undefined && store.merchant_id !== merchantId)) throw new Fail(MESSAGES.storesStoreUnknown, { id });
  if (store.status !== 'approved') throw new Fail(MESSAGES.storesStoreNotApproved, { name: store.name });
  return store;
}

function settledConfig(state: MockState): { min_verifiers: number; max_verifiers: number } {
  return state.config[STORES_SETTING_KEY.offlineSettled] as { min_verifiers: number; max_verifiers: number };
}

function serveOfflineStores(router: Router): void {
  const storeActions = {
    add_verifier(row: OfflineStore, body: Verifier, ctx: Ctx) {
      const { max_verifiers } = settledConfig(ctx.state);
      if (row.verifiers.some((v) => v.mobile === body.mobile)) throw new Fail(MESSAGES.storesVerifierTaken, { mobile: body.mobile });
      if (row.verifiers.length >= max_verifiers) throw new Fail(MESSAGES.storesVerifierLimit, { max: max_verifiers });
      return { verifiers: [...row.verifiers, { name: body.name, mobile: body.mobile }] };
    },
    remove_verifier(row: OfflineStore, body: { mobile: string }, ctx: Ctx) {
      const { min_verifiers } = settledConfig(ctx.state);
      if (!row.verifiers.some((v) => v.mobile === body.mobile)) throw new Fail(MESSAGES.storesVerifierUnknown, { mobile: body.mobile });
      if (row.verifiers.length <= min_verifiers) throw new Fail(MESSAGES.storesVerifierLast, { min: min_verifiers });
      return { verifiers: row.verifiers.filter((v) => v.mobile !== body.mobile) };
    },
  };
  serveResource<OfflineStore>(router, RESOURCES.offlineStores, RESOURCE_ENDPOINTS.offlineStores, {
    table: (s) => s.stores.offlineStores,
    scope: ownRows,
    create(input: Omit<OfflineStore, 'id' | 'merchant_name' | 'logo' | 'verifiers' | 'status' | 'reject_reason' | 'open' | 'recommend' | 'created_at'>, ctx) {
      checkPlace(input);
      const merchant = ctx.state.merchants.get(input.merchant_id);
      const own = ctx.caller?.user.merchant_id;
      if (!merchant || (own !== undefined && own !== merchant.id)) throw new Fail(MESSAGES.recordNotFound, { resource: RESOURCES.merchants.title, id: input.merchant_id });
      return {
        ...input,
        merchant_name: merchant.name,
        logo: file('logo', merchant.id),
        verifiers: [],
        // a new store waits for the review (`/offlineStore/check`)
        status: 'pending',
        reject_reason: '',
        open: false,
        recommend: false,
        created_at: now(),
      };
    },
    update(row, input: Partial<OfflineStore>) {
      const next = { ...row, ...input };
      if (input.province !== undefined || input.city !== undefined || input.district !== undefined) checkPlace(next);
      checkRule(CLOSE_AFTER_OPEN, next);
      // a store stays with the merchant that opened it
      return { ...input, merchant_id: row.merchant_id };
    },
    actions: storeActions,
  });
  serveResource<OfflineStore>(router, RESOURCES.offlineStoreApplications, RESOURCE_ENDPOINTS.offlineStoreApplications, {
    table: (s) => s.stores.offlineStores,
    scope: ownRows,
    actions: { reject: (_row, body) => ({ reject_reason: body.reason }), approve: () => ({ reject_reason: '' }) },
  });
  serveResource<OfflineStore>(router, RESOURCES.offlineStoreRecommend, RESOURCE_ENDPOINTS.offlineStoreRecommend, {
    table: (s) => s.stores.offlineStores,
    scope: (ctx) => [...approvedOnly, ...ownRows(ctx)],
  });
}

function serveOfflineServices(router: Router): void {
  serveResource<OfflineService>(router, RESOURCES.offlineServices, RESOURCE_ENDPOINTS.offlineServices, {
    table: (s) => s.stores.offlineServices,
    create(input: Pick<OfflineService, 'store_id' | 'kind' | 'name' | 'price' | 'duration_minutes' | 'enabled'>, ctx) {
      const store = storeOf(ctx, input.store_id);
      return { ...input, store_name: store.name, booking_count: 0, created_at: now() };
    },
    update(row, input: Partial<OfflineService>, ctx) {
      if (input.store_id !== undefined && input.store_id !== row.store_id) return { ...input, store_name: storeOf(ctx, input.store_id).name };
      return input;
    },
  });
}

function serveOfflineGoods(router: Router): void {
  serveResource<OfflineGoods>(router, RESOURCES.offlineGoods, RESOURCE_ENDPOINTS.offlineGoods, {
    table: (s) => s.stores.offlineGoods,
    scope: ownRows,
    create(input: Pick<OfflineGoods, 'store_id' | 'name' | 'picture' | 'price' | 'stock'>, ctx) {
      const store = storeOf(ctx, input.store_id);
      return {
        ...input,
        merchant_id: store.merchant_id,
        merchant_name: store.merchant_name,
        store_name: store.name,
        sales: 0,
        // new goods wait for the platform's review before they can go on the shelf
        audit_state: 'pending',
        reject_reason: '',
        on_shelf: false,
        created_at: now(),
      };
    },
    update(row, input: Partial<OfflineGoods>, ctx) {
      const patch: Partial<OfflineGoods> = { ...input };
      if (input.store_id !== undefined && input.store_id !== row.store_id) {
        const store = storeOf(ctx, input.store_id);
        if (store.merchant_id !== row.merchant_id) throw new Fail(MESSAGES.storesStoreUnknown, { id: input.store_id });
        patch.store_name = store.name;
      }
      // what the buyer sees changed: the goods are reviewed again
      const reviewed = (['name', 'picture', 'price'] as const).some((k) => input[k] !== undefined && input[k] !== row[k]);
      if (reviewed) Object.assign(patch, { audit_state: 'pending', reject_reason: '', on_shelf: false });
      return patch;
    },
  });
  serveResource<OfflineGoods>(router, RESOURCES.offlineGoodsReview, RESOURCE_ENDPOINTS.offlineGoodsReview, {
    table: (s) => s.stores.offlineGoods,
    scope: ownRows,
    actions: { reject: (_row, body) => ({ reject_reason: body.reason }), approve: () => ({ reject_reason: '' }) },
  });
}

function serveOfflineOrders(router: Router): void {
  serveResource<OfflineOrder>(router, RESOURCES.offlineOrders, RESOURCE_ENDPOINTS.offlineOrders, {
    table: (s) => s.stores.offlineOrders,
    scope: ownRows,
    actions: {
      verify(row, body: { code: string }, ctx) {
        if (body.code !== row.verify_code) throw new Fail(MESSAGES.verifyCodeWrong);
        return { verifier: ctx.caller?.user.name ?? '', used_at: now() };
      },
    },
  });
}

function serveBusinessCircles(router: Router): void {
  serveResource<BusinessCircleRow>(router, RESOURCES.businessCircles, RESOURCE_ENDPOINTS.businessCircles, {
    table: (s) => s.stores.businessCircles,
    view: (row, ctx) => ({
      ...row,
      store_count: ctx.state.stores.offlineStores.where('district', row.district).filter((s) => s.status === 'approved' && s.city === row.city).length,
    }),
    create(input: Omit<BusinessCircleRow, 'id' | 'created_at'>) {
      checkPlace(input);
      return { ...input, created_at: now() };
    },
    update(row, input: Partial<BusinessCircleRow>) {
      if (input.province !== undefined || input.city !== undefined || input.district !== undefined) checkPlace({ ...row, ...input });
      return input;
    },
  });
}

export function serveOffline(router: Router): void {
  serveOfflineStores(router);
  serveOfflineServices(router);
  serveOfflineGoods(router);
  serveOfflineOrders(router);
  serveBusinessCircles(router);
}
