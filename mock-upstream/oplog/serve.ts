/** The operation log's calls: its two screens, the chain's verify call, and a debug call that tampers with it so a test can see it found. */
import type { FastifyInstance } from 'fastify';
import { OPLOG_VERIFY } from '../../contract/history.ts';
import type { Router } from '../router.ts';
import type { MockState } from '../state.ts';
import { verifyOplog } from './chain.ts';
import { serveOplogScreens } from './screens.ts';

export function serveOplog(router: Router): void {
  router.on(OPLOG_VERIFY, (ctx) => verifyOplog(ctx.state));
  serveOplogScreens(router);
}

/** `GET /__mock/oplog?resource=&record_id=`: the entries as stored, for tests that check what the log never holds. */
export function serveOplogDebug(app: FastifyInstance, state: MockState): void {
  app.get('/__mock/oplog', async (request) => {
    const { resource, record_id } = request.query as { resource?: string; record_id?: string };
    const rows = resource && record_id ? state.oplog.where('key', `${resource}:${record_id}`) : state.oplog.all();
    return { status: 0, data: rows };
  });
  serveOplogTamper(app, state);
}

/**
 * `POST /__mock/oplog/tamper {seq, how}`: alters the entry `seq` (its first change's value after, or its operator) or
 * removes it, behind the chain's back, as someone with the database would. Debug only: the gateway never proxies it.
 */
function serveOplogTamper(app: FastifyInstance, state: MockState): void {
  app.post('/__mock/oplog/tamper', async (request, reply) => {
    const { seq, how } = (request.body ?? {}) as { seq?: number; how?: string };
    const row = state.oplog.all().find((e) => e.seq === seq);
    if (!row || (how !== 'alter' && how !== 'remove')) return reply.code(400).send({ status: 1, error: 'seq of an entry and how: alter or remove' });
    if (how === 'remove') state.oplog.delete(row);
    else if (row.changes[0]) row.changes[0] = { ...row.changes[0], after: 'tampered' };
    else row.operator = 'tampered';
    return { status: 0, data: null };
  });
}
