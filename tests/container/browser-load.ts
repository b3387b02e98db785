/**
 * GET load the way a browser sends it over keep-alive connections (docs/scaling.md "Status", the load client's retry
 * rule): each connection resends a GET once, on a new connection, when the connection it REUSED was closed or reset
 * before a single byte of the answer arrived (RFC 9112 §9.3.1; Chromium and Firefox do this). Such a close is the
 * server ending an idle keep-alive connection while the request was on its way (nginx's reload does that), and the
 * user never sees it. Anything else is a failed GET: an error after a byte of the answer, on a fresh connection, a
 * timeout, a non-2xx. Only GETs are sent here, and the resends are counted and reported apart.
 */
import type { Socket } from 'node:net';
import { buildConnector, Client } from 'undici';

export interface BrowserLoadResult {
  gets: number;
  failed: number;
  /** GETs resent once after their reused connection closed before any byte of the answer. */
  resent: number;
  perSecond: number;
  /** The failures and resends, alike ones counted together (at most 8 kinds), with the clock time of the first. */
  problems: string[];
}

/** What a closed or reset connection looks like to undici (the kernel's reset, a write into it, a clean close). */
const CLOSED_OR_RESET = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/** One keep-alive connection (an undici Client has exactly one) and what has been read on its current socket. */
class Connection {
  readonly client: Client;
  private socket: Socket | undefined;
  /** Answers read to their end on the current socket: more than 0 means the next request reuses it. */
  private answered = 0;
  private readAtLastAnswer = 0;

  constructor(origin: string, timeoutMs: number) {
    const connect = buildConnector({});
    this.client = new Client(origin, {
      pipelining: 1,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      connect: (options, callback) => {
        this.socket = undefined;
        connect(options, (error, socket) => {
          if (socket) {
            this.socket = socket;
            this.answered = 0;
            this.readAtLastAnswer = 0;
          }
          (callback as (e: Error | null, s: Socket | null) => void)(error, socket);
        });
      },
    });
  }

  /** Resolves with the status, or throws with `resendable` set when the browser's rule allows one resend. */
  async get(path: string): Promise<number> {
    try {
      const answer = await this.client.request({ method: 'GET', path });
      await answer.body.text();
      this.answered++;
      this.readAtLastAnswer = this.socket?.bytesRead ?? 0;
      return answer.statusCode;
    } catch (error) {
      const socket = this.socket;
      const reused = socket !== undefined && this.answered > 0;
      const nothingRead = socket !== undefined && socket.bytesRead === this.readAtLastAnswer;
      const code = String((error as { code?: string }).code);
      Object.assign(error as object, { resendable: reused && nothingRead && CLOSED_OR_RESET.has(code) });
      throw error;
    }
  }
}

/** `connections` connections, each sending GETs one after another for `seconds`. */
export async function browserLoad(url: string, options: { connections: number; seconds: number; timeoutMs: number }): Promise<BrowserLoadResult> {
  const { origin, pathname, search } = new URL(url);
  const path = pathname + search;
  const result: BrowserLoadResult = { gets: 0, failed: 0, resent: 0, perSecond: 0, problems: [] };
  const startedAt = performance.now();
  const endAt = startedAt + options.seconds * 1000;
  const seen = new Map<string, { count: number; firstAt: string }>();
  const note = (text: string) => {
    const kind = seen.get(text) ?? { count: 0, firstAt: new Date().toISOString().slice(11, 23) };
    if (kind.count === 0 && seen.size >= 8) return;
    kind.count++;
    seen.set(text, kind);
  };
  const describe = (error: unknown) => `${(error as { code?: string }).code ?? ''} ${(error as Error).message}`.trim();

  const oneConnection = async () => {
    const connection = new Connection(origin, options.timeoutMs);
    while (performance.now() < endAt) {
      result.gets++;
      let status: number;
      try {
        status = await connection.get(path);
      } catch (error) {
        if (!(error as { resendable?: boolean }).resendable) {
          result.failed++;
          note(`failed: ${describe(error)}`);
          continue;
        }
        result.resent++;
        note(`resent after ${describe(error)} on a reused connection, nothing read`);
        try {
          status = await connection.get(path);
        } catch (again) {
          result.failed++;
          note(`failed after a resend: ${describe(again)}`);
          continue;
        }
      }
      if (status < 200 || status > 299) {
        result.failed++;
        note(`HTTP ${status}`);
      }
    }
    await connection.client.close();
  };
  await Promise.all(Array.from({ length: options.connections }, oneConnection));
  result.perSecond = result.gets / ((performance.now() - startedAt) / 1000);
  result.problems = [...seen].map(([text, { count, firstAt }]) => `${count}× from ${firstAt}: ${text}`);
  return result;
}
