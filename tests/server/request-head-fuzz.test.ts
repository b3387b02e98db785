/**
 * The fast path's request reader proven against Node's (tests/server/head-fuzz.ts): for 20,000 seeded request
 * streams, valid, almost valid and hostile, every request the fast path takes is read alike by Node's own parser, and
 * none that Node refuses is taken. The long run is scripts/fuzz-heads.ts (docs/resilience.md).
 */
import t from 'tap';
import { disagreement, fastReads, fuzzHeads, nodeReads } from './head-fuzz.ts';

const SEED = 20261126;

t.test('20,000 seeded heads: whatever the fast path takes, Node reads the same', async (t) => {
  const result = fuzzHeads(20_000, SEED);
  t.same(result.failures, [], 'no disagreement');
  // the generator reaches both sides of the line, or the run proves nothing
  t.ok(result.taken > 3000, `${result.taken} streams taken by the fast path (${result.takenRequests} requests)`);
  t.ok(result.nodeRefused > 5000, `${result.nodeRefused} streams refused by Node at some point`);
});

t.test('the cases the fuzz found or must keep finding', async (t) => {
  const cases: [string, string, number][] = [
    // llhttp refuses a tab after a length's digits; the fast path once took it
    ['a tab after the length', 'POST /api/x HTTP/1.1\r\nHost: a\r\nContent-Length: 6\t\r\n\r\nbbbbbb', 0],
    // llhttp reads `close` and a tab as keep-alive; the fast path once closed after it (the long run found it)
    ['a tab after close', 'POST /user/info HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\nConnection: close\t\r\n\r\nbb', 0],
    ['two lengths', 'POST /api/x HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 1\r\n\r\nb', 0],
    ['length and chunked', 'POST /api/x HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n', 0],
    ['a bare LF', 'GET /api/x HTTP/1.1\nHost: a\r\n\r\n', 0],
    ['a bare CR in a value', 'GET /api/x HTTP/1.1\r\nHost: a\r\nX-A: a\rb\r\n\r\n', 0],
    ['a folded header', 'GET /api/x HTTP/1.1\r\nHost: a\r\nX-A: a\r\n b\r\n\r\n', 0],
    ['a negative length', 'POST /api/x HTTP/1.1\r\nHost: a\r\nContent-Length: -1\r\n\r\n', 0],
    ['a huge length', 'POST /api/x HTTP/1.1\r\nHost: a\r\nContent-Length: 99999999999999999999\r\n\r\n', 0],
    ['pipelined, then a close', 'GET /api/a HTTP/1.1\r\nHost: a\r\n\r\nPOST /api/b HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\nConnection: close\r\n\r\nokGET /api/c HTTP/1.1\r\nHost: a\r\n\r\n', 2],
    ['non-ASCII in a value', 'GET /api/x HTTP/1.1\r\nHost: a\r\nX-A: caf\u00e9\r\n\r\n', 1],
  ];
  for (const [label, text, taken] of cases) {
    const stream = Buffer.from(text, 'latin1');
    t.equal(fastReads(stream).length, taken, `${label}: ${taken} taken`);
    t.equal(disagreement(stream), undefined, `${label}: Node agrees`);
  }
  t.equal(nodeReads(Buffer.from(cases[0][1], 'latin1')).error, 'HPE_INVALID_CONTENT_LENGTH', 'Node refuses the tab');
});
