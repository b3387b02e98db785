/**
 * The to-do counts (contract/stats.ts `TODO_LISTS`: orders to ship, after-sales waiting, withdrawals in review, goods
 * and shops to review) of the lists the role may open, by list route: the menu shows them beside those entries. The
 * query is the home's own (the same call, the same keys in the same order), so the home's cards and the menu share
 * one answer, and an `inbox` event that makes it stale (kindEffects.ts) updates both with one request. A background
 * read: the menu asks on its own, which is nobody's activity for the idle warning.
 */
import { homeStats, TODO_KEYS, TODO_LISTS } from '../../../../contract/stats.ts';
import { useApiQuery } from '../../hooks/useApi.ts';
import { useStores } from '../../stores/index.ts';

/** The routes that may show a count, for a menu entry to decide cheaply whether to ask. */
export const TODO_ROUTES: ReadonlySet<string> = new Set(TODO_KEYS.map((key) => TODO_LISTS[key].route));

/** Call inside an observer: the permitted routes are MobX state. */
export function useTodoCounts(): ReadonlyMap<string, number> {
  const { permission } = useStores();
  const ready = permission.ready;
  const todo = ready ? TODO_KEYS.filter((key) => permission.permitted(TODO_LISTS[key].route)) : [];
  const query = useApiQuery(homeStats, { query: { todo: todo.join(',') }, quiet: true, background: true }, { enabled: todo.length > 0 });
  return new Map((query.data?.todo ?? []).map(({ key, count }) => [TODO_LISTS[key].route, count]));
}
