/**
 * A `ListPageFetcher` over HTTP: the contract's list call on the upstream, carrying the session's token (so the
 * upstream decides what the account may see: a merchant reads its own shop's rows only) and the user's language (so a
 * refusal comes back in it). The job runner may bind its own; tests and the bench use this one.
 */
import type { Envelope } from '../../../contract/envelope.ts';
import { STATUS } from '../../../contract/envelope.ts';
import type { Lang } from '../../../contract/i18n.ts';
import type { ListData } from '../../../contract/list.ts';
import { EXPORT_MESSAGES } from './messages.ts';
import type { ListPageFetcher, ListRow } from './types.ts';

/** The upstream refused a page (its `status` was not 0, or it answered something that is not a list). */
export class UpstreamListFailed extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UpstreamListFailed';
  }
}

function isList(data: unknown): data is ListData<ListRow> {
  const d = data as Partial<ListData<ListRow>> | undefined;
  return !!d && Array.isArray(d.list) && typeof d.total === 'number';
}

export function upstreamPageFetcher(options: { upstreamUrl: string; token: string; lang: Lang }): ListPageFetcher {
  const base = options.upstreamUrl.replace(/\/+$/, '');
  return async ({ path, query, signal }) => {
    const response = await fetch(`${base}${path}?${new URLSearchParams(query)}`, {
      headers: { token: options.token, 'accept-language': options.lang, accept: 'application/json' },
      signal,
    });
    const envelope = (await response.json().catch(() => undefined)) as Envelope | undefined;
    if (envelope?.status !== STATUS.OK) {
      const why = envelope?.error ?? `HTTP ${response.status}`;
      throw new UpstreamListFailed(EXPORT_MESSAGES.upstreamRefused(why)[options.lang], envelope?.status);
    }
    if (!isList(envelope.data)) throw new UpstreamListFailed(EXPORT_MESSAGES.upstreamBadAnswer[options.lang]);
    return envelope.data;
  };
}
