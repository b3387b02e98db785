import { useEffect, useState } from 'react';
import { useLang } from '../../layout/useLang.ts';
import { useStores } from '../../stores/index.ts';
import type { OptionSource } from '../descriptions/types.ts';
import { enumOptions, isLookup, LOOKUP_LABELS, lookupOptions, type Option } from '../lib/options.ts';

/** The options of a select; a lookup fills in when it answers (an empty list until then, or if it fails). */
export function useOptions(source: OptionSource | undefined): Option[] {
  const lang = useLang();
  const { api, permission } = useStores();
  const [looked, setLooked] = useState<Option[]>([]);
  // a role that may not read the records gets no options rather than a "no permission" toast
  const readable = !!source && isLookup(source) && permission.canAny(LOOKUP_LABELS[source]);
  useEffect(() => {
    if (!source || !isLookup(source) || !readable) return;
    let live = true;
    lookupOptions(api, source).then(
      (options) => live && setLooked(options),
      () => live && setLooked([]),
    );
    return () => {
      live = false;
    };
  }, [api, source, readable]);
  if (!source) return [];
  return isLookup(source) ? looked : enumOptions(source, lang);
}
