/**
 * The proxies the gateway bench measures beside the gateway, as module sources: each is written to the bench's
 * temporary folder and run with plain Node, so it imports its packages by the resolved paths the bench passes in.
 * None of them is fit to serve anything: they forward what the bench sends and nothing else.
 */

/**
 * The "bare undici `stream` proxy": Node's HTTP server and undici, with no header filtering, request id, log
 * line, counters, timeouts or error bodies, in BARE_PROCESSES processes sharing the port through `node:cluster`.
 */
export const bareProxySource = (undici: string) => `
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { Pool } from ${JSON.stringify(undici)};
if (cluster.isPrimary && Number(process.env.BARE_PROCESSES) > 1) {
  for (let i = 0; i < Number(process.env.BARE_PROCESSES); i++) cluster.fork();
} else {
  const pool = new Pool(process.env.UPSTREAM_URL, { connections: 32 });
  createServer((req, res) => {
    pool
      .stream({ path: req.url, method: req.method, headers: req.headers, body: req.method === 'GET' ? null : req }, ({ statusCode, headers }) => {
        res.writeHead(statusCode, headers);
        return res;
      })
      .catch(() => res.destroy());
  }).listen(Number(process.env.PORT), '127.0.0.1');
}
`;

/**
 * The other reference: Fastify with @fastify/http-proxy as its documentation sets it up, logging at info (two
 * lines per request, Fastify's default) to a file, in one process.
 */
export const stockProxySource = (fastify: string, httpProxy: string) => `
import Fastify from ${JSON.stringify(fastify)};
import proxy from ${JSON.stringify(httpProxy)};
const app = Fastify({ logger: { level: 'info' } });
app.register(proxy, { upstream: process.env.UPSTREAM_URL, prefix: '/api', rewritePrefix: '/api' });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/** The steps of the floor proxy, each adding one thing the issue asks of every proxied call to the one before. */
export const FLOOR_STEPS = {
  relay: 'Node byte relay',
  undici: 'byte relay + undici upstream call',
  logged: 'byte relay + undici + pino line',
} as const;
export type FloorStep = keyof typeof FLOOR_STEPS;

/**
 * The floor under any Node proxy on this machine, in one process, taken up in steps (FLOOR_STEP):
 * - `relay`: reads a request whose head and Content-Length body have arrived and writes its bytes unchanged to an idle
 *   kept-alive upstream socket; the answer, framed by its Content-Length, goes back unchanged in one write. Node's
 *   sockets and event loop, and nothing else.
 * - `undici`: the same client side; the call goes upstream through undici's `Pool.dispatch` (the interface the gateway
 *   uses), the answer's head is rebuilt from undici's headers and written with the body in one write.
 * - `logged`: and one pino JSON line per call (request id, method, path, status, duration, upstream duration) to a
 *   file, in the gateway's destination settings and, as the gateway does, recorded once per event-loop turn.
 * What the gateway does beyond `logged` (its header rules, request ids, timeouts, failure answers, counters, the fast
 * path's checks) is the gap between that step and the gateway's own row.
 */
export const floorProxySource = (undici: string, pino: string) => `
import net from 'node:net';
import { Pool } from ${JSON.stringify(undici)};
import pino from ${JSON.stringify(pino)};
const step = process.env.FLOOR_STEP;
const upstream = new URL(process.env.UPSTREAM_URL);
const HEAD_END = Buffer.from('\\r\\n\\r\\n');
const LENGTH = /\\r\\ncontent-length: *(\\d+)/i;

/** Where the message in \`buffer\` ends, or -1 while it has not arrived whole. */
function messageEnd(buffer) {
  const end = buffer.indexOf(HEAD_END);
  if (end === -1) return -1;
  const length = LENGTH.exec(buffer.latin1Slice(0, end));
  const total = end + 4 + (length ? Number(length[1]) : 0);
  return buffer.length >= total ? total : -1;
}

const idle = [];
function relaySocket() {
  const pooled = idle.pop();
  if (pooled) return pooled;
  const socket = net.connect(Number(upstream.port), upstream.hostname);
  socket.setNoDelay(true);
  socket.on('error', () => socket.client?.destroy());
  let buffered = null;
  socket.on('data', (chunk) => {
    buffered = buffered ? Buffer.concat([buffered, chunk]) : chunk;
    if (messageEnd(buffered) === -1) return;
    const answer = buffered;
    buffered = null;
    idle.push(socket);
    socket.client.write(answer);
  });
  return socket;
}

const pool = new Pool(upstream.origin, { connections: 32 });
const log = pino({ base: undefined, messageKey: 'msg' }, pino.destination({ dest: process.env.FLOOR_LOG, sync: true, minLength: 2048 }));
let unlogged = [];
function flush() {
  const batch = unlogged;
  unlogged = [];
  for (const line of batch) log.info(line, 'request');
}
let calls = 0;
const round = (ms) => Math.round(ms * 1000) / 1000;

class Call {
  constructor(client, method, path) {
    this.client = client;
    this.method = method;
    this.path = path;
    this.started = performance.now();
    this.upstreamMs = 0;
    this.statusCode = 0;
    this.head = '';
    this.chunks = [];
  }
  onRequestStart() {}
  onResponseStart(_controller, statusCode, headers) {
    this.upstreamMs = performance.now() - this.started;
    this.statusCode = statusCode;
    let head = \`HTTP/1.1 \${statusCode} OK\\r\\n\`;
    for (const name in headers) if (name !== 'connection' && name !== 'keep-alive') head += \`\${name}: \${headers[name]}\\r\\n\`;
    this.head = \`\${head}\\r\\n\`;
  }
  onResponseData(_controller, chunk) {
    this.chunks.push(chunk);
  }
  onResponseEnd() {
    this.client.write(Buffer.concat([Buffer.from(this.head, 'latin1'), ...this.chunks]));
    if (step !== 'logged') return;
    const line = { request_id: (++calls).toString(16), method: this.method, path: this.path, status: this.statusCode, duration_ms: round(performance.now() - this.started), upstream_ms: round(this.upstreamMs) };
    if (unlogged.push(line) === 1) setImmediate(flush);
  }
  onResponseError() {
    this.client.destroy();
  }
}

function viaUndici(client, request, total) {
  const end = request.indexOf(HEAD_END);
  const lines = request.latin1Slice(0, end).split('\\r\\n');
  const [method, path] = lines[0].split(' ');
  const headers = [];
  for (let i = 1; i < lines.length; i++) {
    const colon = lines[i].indexOf(':');
    const name = lines[i].slice(0, colon).toLowerCase();
    if (name !== 'host' && name !== 'connection' && name !== 'content-length') headers.push(name, lines[i].slice(colon + 1).trim());
  }
  const body = total > end + 4 ? request.subarray(end + 4, total) : null;
  pool.dispatch({ method, path, headers, body }, new Call(client, method, path));
}

net
  .createServer((client) => {
    client.setNoDelay(true);
    client.on('error', () => {});
    let buffered = null;
    client.on('data', (chunk) => {
      buffered = buffered ? Buffer.concat([buffered, chunk]) : chunk;
      const total = messageEnd(buffered);
      if (total === -1) return;
      const request = buffered;
      buffered = null;
      if (step === 'relay') {
        const socket = relaySocket();
        socket.client = client;
        socket.write(request);
      } else {
        viaUndici(client, request, total);
      }
    });
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
`;
