import { useCallback, useLayoutEffect, useState } from 'react';
import type { Endpoint } from '../../../../contract/endpoint.ts';
import type { ListData } from '../../../../contract/list.ts';
import { failureText, isOk } from '../../lib/api.ts';
import { useStores } from '../../stores/index.ts';
import type { Row } from '../descriptions/types.ts';

export interface ListLoad {
  data?: ListData<Row>;
  loading: boolean;
  /** Why the last load failed; the previous rows stay on screen. */
  error?: string;
  /** Loads finished so far (shown as `data-loads`, for tests and tools to wait on). */
  loads: number;
  reload(): void;
}

/**
 * Loads a list page whenever the query changes; answers to superseded queries are dropped. `loading` is derived
 * from which request the shown answer belongs to rather than set from the effect, so a query change renders the
 * screen once, not twice (a render of the whole screen saved on every page, sort or filter change).
 */
export function useList(endpoint: Endpoint, query: Record<string, string | number>, fallbackError: string): ListLoad {
  const { api } = useStores();
  const [tick, setTick] = useState(0);
  const [state, setState] = useState<Omit<ListLoad, 'reload' | 'loading'> & { request?: string }>({ loads: 0 });
  const key = JSON.stringify(query);
  const request = `${tick} ${key}`;
  // A layout effect: the request leaves before the browser paints the placeholders, not after (a new screen's first
  // paint costs tens of milliseconds that the upstream can use).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `query`, `tick` asks for a reload
  useLayoutEffect(() => {
    let live = true;
    api(endpoint, { query: query }).then((answer) => {
      if (!live) return;
      if (isOk(answer)) setState((s) => ({ data: answer.data as ListData<Row>, loads: s.loads + 1, request }));
      else setState((s) => ({ ...s, loads: s.loads + 1, error: failureText(answer) || fallbackError, request }));
    });
    return () => {
      live = false;
    };
  }, [api, endpoint, key, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data: state.data, error: state.error, loads: state.loads, loading: state.request !== request, reload };
}
