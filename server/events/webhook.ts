/**
 * `POST /gateway/events/webhook` (docs/events.md "Webhook"): the upstream's signed delivery of events, the
 * alternative to the feed, on only when EVENTS_WEBHOOK_SECRET is set. The signature is checked over the exact bytes
 * received (so the body is read as text, not re-serialised), with the contract's own check (a time within its
 * tolerance, so a captured delivery cannot be replayed later); what passes is appended to the same inbox log as the
 * feed's, which drops an event it already holds (a retried delivery, or one the feed read too).
 */
import type { FastifyInstance } from 'fastify';
import { eventsWebhookPayload } from '../../contract/events.ts';
import { EVENTS_SIGNATURE_HEADER, verifyEventsBody } from '../../contract/eventsWebhook.ts';
import { GatewayError } from '../errors.ts';
import type { InboxLog } from './inbox-log.ts';

export const EVENTS_WEBHOOK_PATH = '/gateway/events/webhook';

export async function registerEventsWebhook(app: FastifyInstance, options: { secret: string; log: InboxLog }): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(EVENTS_WEBHOOK_PATH, async (request) => {
      const body = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers[EVENTS_SIGNATURE_HEADER];
      if (!verifyEventsBody(options.secret, body, typeof signature === 'string' ? signature : undefined)) throw new GatewayError(401, 'events_bad_signature');
      let payload: ReturnType<typeof eventsWebhookPayload.safeParse>;
      try {
        payload = eventsWebhookPayload.safeParse(JSON.parse(body));
      } catch {
        throw new GatewayError(400, 'events_bad_payload');
      }
      if (!payload.success) throw new GatewayError(400, 'events_bad_payload');
      const added = await options.log.append(payload.data.events);
      return { status: 0, data: { received: payload.data.events.length, added } };
    });
  });
}
