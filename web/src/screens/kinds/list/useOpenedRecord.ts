/**
 * A record named in the list's URL (`?open=<id>`, docs/palette.md "Records"): loaded by its own call, whatever page
 * or filter the list shows, so a link, the palette or a done toast opens its detail drawer. Closing the drawer drops
 * the parameter.
 */
import { useSearchParams } from 'react-router-dom';
import type { Endpoint } from '../../../../../contract/endpoint.ts';
import { useApiQuery } from '../../../hooks/useApi.ts';
import type { Row } from '../../descriptions/types.ts';

export const OPEN_PARAM = 'open';

export function useOpenedRecord(get: Endpoint) {
  const [search, setSearch] = useSearchParams();
  const id = search.get(OPEN_PARAM) ?? '';
  const valid = /^[1-9]\d*$/.test(id);
  const record = useApiQuery(get, { params: { id } }, { enabled: valid });
  return {
    row: valid ? (record.data as Row | undefined) : undefined,
    // both from the URL as it is when called: a toast's link is clicked long after the render that made it
    close() {
      // no navigation at all when no record was opened by the URL (most drawers)
      if (!search.has(OPEN_PARAM)) return;
      setSearch((now) => {
        const next = new URLSearchParams(now);
        next.delete(OPEN_PARAM);
        return next;
      }, { replace: true });
    },
    /** Opens the record's drawer wherever the list is (a row that left the current tab is still loaded by its id). */
    show(recordId: number) {
      setSearch((now) => {
        const next = new URLSearchParams(now);
        next.set(OPEN_PARAM, String(recordId));
        return next;
      });
    },
  };
}
