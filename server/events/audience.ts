/**
 * Who receives an upstream event (docs/events.md "The stream"): a person whose role holds the event's `permission`,
 * and, for a merchant's account, only its own shop's events. The upstream decides both facts (its `inboxAudience`
 * call, the same rule as its inbox); the gateway asks once per session and keeps the answer for AUDIENCE_TTL_MS, so
 * a stream's reconnects cost no upstream call. An event as a stream sends it: its texts in the stream's language.
 */
import { LRUCache } from 'lru-cache';
import { inboxAudience, type UpstreamEvent } from '../../contract/events.ts';
import { STATUS } from '../../contract/envelope.ts';
import type { Lang } from '../../contract/i18n.ts';
import type { JobCalls } from '../jobs/upstream-calls.ts';

export interface InboxAudience {
  permissions: ReadonlySet<string>;
  /** The shop a merchant's account is confined to; null: the platform's account. */
  shop: number | null;
}

/** The one targeting rule of the gateway's streams. */
export function receives(audience: InboxAudience, event: Pick<UpstreamEvent, 'permission' | 'shop_id'>): boolean {
  return audience.permissions.has(event.permission) && (audience.shop === null || event.shop_id === audience.shop);
}

/** The `inbox` event's data (the console's bell reads exactly this). */
export function inboxView(event: UpstreamEvent, lang: Lang) {
  return { id: event.id, kind: event.kind, time: event.time, shop_id: event.shop_id, record: event.record, title: event.title[lang], summary: event.summary[lang] };
}
export type InboxView = ReturnType<typeof inboxView>;

/** A role's labels change when an administrator edits it: a session's answer is asked again after this long. */
export const AUDIENCE_TTL_MS = 5 * 60_000;

/**
 * The audience of the session `tokenHash` signed in with `token`; `refused` when the upstream refuses the session
 * (it ended there), undefined when the upstream cannot say now (down, or an answer it should not give).
 */
export type AudienceOf = (token: string, tokenHash: string) => Promise<InboxAudience | 'refused' | undefined>;

export function audienceOf(calls: JobCalls): AudienceOf {
  const cache = new LRUCache<string, InboxAudience>({ max: 10_000, ttl: AUDIENCE_TTL_MS });
  return async (token, tokenHash) => {
    const known = cache.get(tokenHash);
    if (known) return known;
    const answer = await calls.call({ method: 'GET', path: inboxAudience.path, token, lang: 'en' });
    if (answer.kind !== 'answered' || answer.http >= 500) return undefined;
    if (answer.status !== STATUS.OK) return 'refused';
    const parsed = inboxAudience.response.safeParse(answer.data);
    if (!parsed.success) return undefined;
    const audience = { permissions: new Set(parsed.data.permissions), shop: parsed.data.shop_id };
    cache.set(tokenHash, audience);
    return audience;
  };
}
