/**
 * A client a platform team would write from the contract's OpenAPI document alone: openapi-fetch typed by the types
 * openapi-typescript generates from the document (`contract-openapi`, generated and mapped by
 * tests/contract/openapi.test.ts, which type-checks this file against them and runs it through the gateway).
 * Nothing here imports the contract's own code.
 */
import createClient from 'openapi-fetch';
import type { paths } from 'contract-openapi';

export interface Walkthrough {
  /** Order numbers of the orders waiting to be shipped (a filtered list). */
  toShip: { orderNo: string; status: string }[];
  /** The withdrawal approved, and its status before and after. */
  approved: { withdrawNo: string; before: string; after: string };
  /** The stale edit: its HTTP status, the version it started from, and the version the refusal says the record is at now. */
  stale: { http: number; status: number; readVersion: number; currentVersion: number; error: string };
}

export async function walkThrough(baseUrl: string): Promise<Walkthrough> {
  const login = await createClient<paths>({ baseUrl }).POST('/api/v2/seller/login', { body: { account: 'finance', password: '123456' } });
  const token = login.data?.data?.token;
  if (!token) throw new Error(`login refused: ${login.data?.error ?? login.response.status}`);
  const api = createClient<paths>({ baseUrl, headers: { token } });

  const orders = await api.GET('/api/v2/seller/orders', { params: { query: { status: 'to_ship', limit: 5 } } });
  const toShip = (orders.data?.data?.list ?? []).map((order) => ({ orderNo: order.order_no, status: order.status }));

  const inReview = await api.GET('/api/v2/seller/withdrawals', { params: { query: { status: 'in_review', limit: 1 } } });
  const withdrawal = inReview.data?.data?.list[0];
  if (!withdrawal) throw new Error('no withdrawal in review');
  const approve = await api.PUT('/api/v2/seller/withdrawals/{id}/approve', { params: { path: { id: String(withdrawal.id) } }, body: {} });
  const approved = { withdrawNo: withdrawal.withdraw_no, before: withdrawal.status, after: approve.data?.data?.status ?? `refused: ${approve.data?.error}` };

  const stores = await api.GET('/api/v2/seller/offline_stores', { params: { query: { limit: 1 } } });
  const store = stores.data?.data?.list[0];
  if (!store) throw new Error('no offline store');
  const edit = (version: number) =>
    api.PUT('/api/v2/seller/offline_stores/{id}', {
      params: { path: { id: String(store.id) } },
      // whatever its closing time is today, the edit changes it
      body: { close_time: store.close_time === '22:30' ? '21:00' : '22:30', version },
    });
  const first = await edit(store.version);
  if (first.data?.status !== 0) throw new Error(`the first edit was refused: ${first.data?.error ?? first.response.status}`);
  // the second edit still starts from the version read before the first one
  const second = await edit(store.version);
  // of the answers the document declares besides 200, only the 409 carries the record as it is now
  const refusal = second.error && 'data' in second.error ? second.error : undefined;
  return {
    toShip,
    approved,
    stale: {
      http: second.response.status,
      status: refusal?.status ?? second.data?.status ?? -1,
      readVersion: store.version,
      currentVersion: refusal?.data.version ?? -1,
      error: refusal?.error ?? '',
    },
  };
}
