/**
 * A scripted upstream on a real loopback port for the console's unit tests: each test says what every path answers
 * and reads back what the client sent.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** What a path answers: a JSON body (status 200), or a raw reply. */
export type Answer = unknown | { raw: string; code?: number } | { hang: true };

export async function startUpstream(routes: Record<string, Answer | ((r: Received) => Answer)>) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      const r: Received = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: text ? JSON.parse(text) : undefined };
      received.push(r);
      const key = `${r.method} ${r.url.split('?')[0]}`;
      const route = routes[key];
      const answer = typeof route === 'function' ? route(r) : route;
      if (answer === undefined) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 1, error: `no route ${key}` }));
      } else if (typeof answer === 'object' && answer !== null && 'hang' in answer) {
        // never answers: the client's timeout must fire
      } else if (typeof answer === 'object' && answer !== null && 'raw' in answer) {
        const a = answer as { raw: string; code?: number };
        res.writeHead(a.code ?? 200, { 'content-type': 'text/html' }).end(a.raw);
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
