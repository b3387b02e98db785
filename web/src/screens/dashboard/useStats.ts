import { useCallback, useEffect, useState } from 'react';
import type { DataOf, Endpoint, QueryOf } from '../../../../contract/endpoint.ts';
import { failureText, isOk } from '../../lib/api.ts';
import { useStores } from '../../stores/index.ts';

export interface StatsLoad<D> {
  data?: D;
  loading: boolean;
  /** Why the last load failed (the server's words); '' when it gave none. The previous figures stay on screen. */
  error?: string;
  reload(): void;
}

/** Loads a statistics call whenever its query changes; the answer to a superseded query is dropped. */
export function useStats<E extends Endpoint>(endpoint: E, query: QueryOf<E>, enabled = true): StatsLoad<DataOf<E>> {
  const { api } = useStores();
  const [tick, setTick] = useState(0);
  const [state, setState] = useState<Omit<StatsLoad<DataOf<E>>, 'reload'>>({ loading: enabled });
  const key = JSON.stringify(query);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `query`, `tick` asks for a reload
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    api(endpoint, { query }).then((answer) => {
      if (!live) return;
      if (isOk(answer)) setState({ data: answer.data, loading: false });
      else setState((s) => ({ ...s, loading: false, error: failureText(answer) ?? '' }));
    });
    return () => {
      live = false;
    };
  }, [api, endpoint, key, tick, enabled]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
}
