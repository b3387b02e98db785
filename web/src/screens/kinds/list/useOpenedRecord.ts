/**
 * A record named in the list's URL (`?open=<id>`, docs/palette.md "Records"): loaded by its own call, whatever page
 * or filter the list shows, so a link or the palette opens its detail drawer. Closing the drawer drops the parameter.
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
    close() {
      if (!search.has(OPEN_PARAM)) return;
      const next = new URLSearchParams(search);
      next.delete(OPEN_PARAM);
      setSearch(next, { replace: true });
    },
  };
}
