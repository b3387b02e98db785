import { useQuery } from '@tanstack/react-query';
import { useLang } from '../../hooks/useLang.ts';
import { useStores } from '../../stores/index.ts';
import type { OptionSource } from '../descriptions/types.ts';
import { enumOptions, isLookup, LOOKUP_LABELS, lookupOptions, type Option } from '../lib/options.ts';

const NONE: Option[] = [];

/** The options of a select; a lookup fills in when it answers (an empty list until then, or if it fails). */
export function useOptions(source: OptionSource | undefined): Option[] {
  const lang = useLang();
  const { api, permission } = useStores();
  // a role that may not read the records gets no options rather than a "no permission" toast
  const readable = !!source && isLookup(source) && permission.canAny(LOOKUP_LABELS[source]);
  // under the console's key, so the cache of the logged-in shell holds it: a logout drops it with the shell, and every
  // accepted change invalidates it like any other query (docs/data-loading.md "Invalidation")
  const looked = useQuery({
    queryKey: ['api', 'lookup', source],
    queryFn: () => lookupOptions(api, source as Parameters<typeof lookupOptions>[1]),
    enabled: readable,
    retry: false,
    // the same lookup serves every select and filter of the session; only a change (invalidation) asks again
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!source) return [];
  return isLookup(source) ? (looked.data ?? NONE) : enumOptions(source, lang);
}
