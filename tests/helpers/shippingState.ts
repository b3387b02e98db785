/**
 * A mock's state file with some records rewritten, as a real upstream would hold them (an order whose buyer typed a
 * wrong phone, a group still forming): the seeded data is written by a mock once, edited, and the tests' mock starts
 * from it. The records are picked by what they are, never by id, so the seed's hour does not matter.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildMockUpstream, type MockOptions } from '../../mock-upstream/app.ts';
import type { Order } from '../../contract/resources/orders.ts';

export interface StoredRow {
  id: number;
  [field: string]: unknown;
}
export interface Snapshot {
  tables: Record<string, { nextId: number; rows: StoredRow[] }>;
}

/** Writes the seeded state of a mock with `options`, lets `edit` change it, and answers the file's path. */
export async function stateFileWith(options: Partial<MockOptions>, edit: (s: Snapshot) => void): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'shipping-')), 'state.json');
  const app: FastifyInstance = await buildMockUpstream({ ...options, stateFile: file }, { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  // a login records its time: the state file gets written
  await app.inject({ method: 'POST', url: '/api/v2/seller/login', payload: { account: 'merchant', password: '123456' } });
  await app.close();
  const snapshot = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  edit(snapshot);
  writeFileSync(file, JSON.stringify(snapshot));
  return file;
}

/** Provinces every carrier of the mock delivers to (docs/shipping.md, "Refusals", lists those some do not). */
export const SERVED_EVERYWHERE = (o: Order) => !['西藏自治区', '青海省', '新疆维吾尔自治区'].includes(o.receiver_province) && o.receiver_district !== '';

/** Orders to ship that no order rule holds back: normal ones, in provinces every carrier serves. */
export function plainOrdersToShip(s: Snapshot): Order[] {
  return (s.tables.orders.rows as unknown as Order[]).filter((o) => o.status === 'to_ship' && o.type === 'normal' && SERVED_EVERYWHERE(o));
}

/** Gives an owner (0: the platform) an account with `carrier` holding `balance` waybills. */
export function setAccount(s: Snapshot, owner: number, carrier: string, balance: number): void {
  const accounts = s.tables['shipping.accounts'];
  const had = accounts.rows.find((a) => a.owner_id === owner && a.carrier === carrier);
  if (had) Object.assign(had, { balance, topped_up: balance });
  else accounts.rows.push({ id: accounts.nextId++, owner_id: owner, carrier, balance, topped_up: balance });
}
