import { useCallback, useEffect, useRef, useState } from 'react';
import type { Endpoint } from '../../../../contract/endpoint.ts';
import type { ListData } from '../../../../contract/list.ts';
import { failureText, isOk } from '../../lib/api.ts';
import { useStores } from '../../stores/index.ts';
import type { Row } from '../descriptions/types.ts';

export interface ListLoad {
  /**
   * The last page loaded, while a new query loads (no flicker of placeholders). A failed load keeps it only when it
   * answers the same query (a refresh that failed): rows of another query would sit under filters they do not match.
   */
  data?: ListData<Row>;
  loading: boolean;
  /** Why the last load failed. */
  error?: string;
  /** Loads finished so far (shown as `data-loads`, for tests and tools to wait on). */
  loads: number;
  reload(): void;
  /**
   * Sends the request for the query the next render will ask for (a page, size, sort or filter change, just before
   * the navigation that renders it): that render takes this request instead of sending its own.
   */
  prefetch(query: Record<string, string | number>): void;
}

/**
 * Loads a list page whenever the query changes; answers to superseded queries are dropped. `loading` is derived
 * from which request the shown answer belongs to rather than set from the effect, so a query change renders the
 * screen once, not twice (a render of the whole screen saved on every page, sort or filter change).
 *
 * The request leaves while the screen renders, not after, or from `prefetch` before the render: rendering the
 * screen (and, on a query change, the layout around it) takes tens of milliseconds, which the upstream spends
 * answering instead of waiting. Starting it is idempotent per request key (a GET), so a render React discards, or a
 * prefetched query no render asks for, costs at most an unused answer; the answer is only taken in the effect, for
 * the request of the render that committed.
 */
export function useList(endpoint: Endpoint, query: Record<string, string | number>, fallbackError: string): ListLoad {
  const { api } = useStores();
  const [tick, setTick] = useState(0);
  // `answers`: the query (without the reload count) the data answers
  const [state, setState] = useState<Omit<ListLoad, 'reload' | 'prefetch' | 'loading'> & { request?: string; answers?: string }>({ loads: 0 });
  const pending = useRef<{ request: string; endpoint: Endpoint; answer: ReturnType<typeof api> }>();
  /** Sends the request for `query` unless it is the pending one; a reload (`tick`) makes the same query a new request. */
  const send = (query: Record<string, string | number>) => {
    const request = `${tick} ${JSON.stringify(query)}`;
    if (pending.current?.request !== request || pending.current.endpoint !== endpoint) {
      pending.current = { request, endpoint, answer: api(endpoint, { query }) };
    }
    return pending.current;
  };
  const { request, answer } = send(query);
  const asked = JSON.stringify(query);
  useEffect(() => {
    let live = true;
    answer.then((answer) => {
      if (!live) return;
      if (isOk(answer)) setState((s) => ({ data: answer.data as ListData<Row>, answers: asked, loads: s.loads + 1, request }));
      else setState((s) => ({ ...(s.answers === asked ? s : { answers: undefined, data: undefined }), loads: s.loads + 1, error: failureText(answer) || fallbackError, request }));
    });
    return () => {
      live = false;
    };
  }, [answer, request, asked, fallbackError]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  const prefetch = (next: Record<string, string | number>) => void send(next);
  return { data: state.data, error: state.error, loads: state.loads, loading: state.request !== request, reload, prefetch };
}
