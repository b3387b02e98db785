/** Real servers on loopback for the gateway's tests: upstreams the tests control, the gateway, a raw HTTP client. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { spawn } from 'node:child_process';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export interface Upstream {
  url: string;
  port: number;
  /** Every request the upstream received, in order. */
  seen: SeenRequest[];
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse, body: Buffer) => void;

/** An upstream whose answers the test writes; by default it echoes the request as JSON. */
export async function startUpstream(handler: Handler = echo): Promise<Upstream> {
  const seen: SeenRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function echo(req: IncomingMessage, res: ServerResponse, body: Buffer): void {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body: body.toString('utf8') }));
}

/** A loopback URL where nothing listens: connections are refused. */
export async function refusingUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/**
 * A loopback upstream that accepts no connection, as one whose accept queue is full: a process listens with a backlog
 * of 1 and never accepts (its thread blocks), two connections fill the queue, and the kernel then drops further SYNs,
 * so a connect hangs until the connecting side gives up.
 */
export async function blackHole(): Promise<{ url: string; close(): void }> {
  const script = `const s = require('net').createServer();
    s.listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () => {
      process.stdout.write(s.address().port + '\\n');
      setTimeout(() => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0), 50);
    });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve) => child.stdout.once('data', (d: Buffer) => resolve(Number(d.toString().trim()))));
  await sleep(200);
  const fillers = await Promise.all(
    [0, 1].map(
      () =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect(port, '127.0.0.1', () => resolve(socket)).on('error', reject);
        }),
    ),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    close() {
      for (const socket of fillers) socket.destroy();
      child.kill('SIGKILL');
    },
  };
}

export interface Gateway {
  url: string;
  port: number;
  app: FastifyInstance;
  /** Every log line written so far, parsed. */
  logs: Record<string, unknown>[];
  /** Everything written to the log, raw. */
  logText(): string;
  close(): Promise<void>;
}

/** The gateway on a real port with the given env (PORT, HOST and a silent-free log level are set here). */
/** `breakerClock`: the circuit breaker's clock, for a test that moves time instead of sleeping (docs/testing.md). */
export async function startGateway(env: Record<string, string>, options: { breakerClock?: () => number } = {}): Promise<Gateway> {
  let raw = '';
  const logs: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      const text = chunk.toString('utf8');
      raw += text;
      for (const line of text.split('\n')) if (line.trim()) logs.push(JSON.parse(line));
      done();
    },
  });
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env });
  const app = await buildGateway(config, { logStream, breakerClock: options.breakerClock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${port}`, port, app, logs, logText: () => raw, close: () => app.close() };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends bytes exactly as given (no client-side path normalisation) and reads one response; the connection is
 * closed after it.
 */
export function rawRequest(port: number, head: string, body = ''): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      if (split === -1) return reject(new Error(`no HTTP response: ${JSON.stringify(text)}`));
      const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      let rest = text.slice(split + 4);
      if (headers['transfer-encoding'] === 'chunked') rest = dechunk(rest);
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest });
    });
    const withClose = head.includes('\r\nConnection:') ? head : head.replace(/\r\n$/, '\r\nConnection: close\r\n');
    socket.write(`${withClose}\r\n${body}`);
  });
}

function dechunk(text: string): string {
  let out = '';
  let rest = text;
  for (;;) {
    const eol = rest.indexOf('\r\n');
    if (eol === -1) return out;
    const size = Number.parseInt(rest.slice(0, eol), 16);
    if (!size) return out;
    out += rest.slice(eol + 2, eol + 2 + size);
    rest = rest.slice(eol + 2 + size + 2);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
