/**
 * `?create=1` in a list's URL opens its create form, as its toolbar's button would (docs/palette.md "Actions": the
 * palette's create actions offered on every screen lead here). The parameter is dropped once read, so closing the
 * form or reloading does not open it again; a role that may not create gets the list only.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The query parameter a list opens its create form for (the palette's create actions link with it). */
export const CREATE_PARAM = 'create';

export function useCreateParam(mayCreate: boolean, openForm: () => void): void {
  const [search, setSearch] = useSearchParams();
  const asked = search.get(CREATE_PARAM) === '1';
  // once per request: `search` and `openForm` change with every render of the list, and would open the form twice
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once when the parameter appears
  useEffect(() => {
    if (!asked) return;
    const next = new URLSearchParams(search);
    next.delete(CREATE_PARAM);
    setSearch(next, { replace: true });
    if (mayCreate) openForm();
  }, [asked, mayCreate]);
}
