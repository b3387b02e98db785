/**
 * `POST /csp-report`: browsers report Content-Security-Policy violations here (the policy's `report-uri`), and the
 * gateway logs them, so a blocked script or style in production shows up in the logs instead of only in a console.
 * Anyone can post here without a login, so what one client can make the gateway log is bounded: a rate per client,
 * and a size per field.
 */
import type { FastifyInstance } from 'fastify';
import { GatewayError } from './errors.ts';
import { redactUrl } from './logging.ts';
import { CSP_REPORT_PATH } from './security.ts';

const REPORT_LIMIT = 64 * 1024;
/** Reports a client may post per minute; more are answered 429. A page that breaks its policy reports a few. */
export const CSP_REPORTS_PER_MINUTE = 60;
/**
 * A logged field's limit, in characters and in bytes of its JSON: the three fields stay under 1.6 KB whatever they
 * hold (an escaped control character takes 6 bytes, a CJK character 3), so the line stays under 2 KB, which stdout
 * writes without splitting it (logging.ts).
 */
export const CSP_FIELD_LIMIT = 512;

interface CspReport {
  'csp-report'?: { 'document-uri'?: unknown; 'violated-directive'?: unknown; 'blocked-uri'?: unknown };
}

/** `value` as logged: a string cut to CSP_FIELD_LIMIT (marked with `…`); anything else is left out. */
function clip(value: unknown, url = false): string | undefined {
  if (typeof value !== 'string') return undefined;
  let text = url ? redactUrl(value) : value;
  let cut = false;
  if (text.length > CSP_FIELD_LIMIT) [text, cut] = [text.slice(0, CSP_FIELD_LIMIT), true];
  for (let bytes = jsonBytes(text); bytes > CSP_FIELD_LIMIT - 3; bytes = jsonBytes(text)) {
    text = text.slice(0, Math.floor((text.length * (CSP_FIELD_LIMIT - 3)) / bytes) - 1);
    cut = true;
  }
  return cut ? `${text}…` : text;
}

const jsonBytes = (text: string) => Buffer.byteLength(JSON.stringify(text)) - 2;

export async function registerCspReports(app: FastifyInstance): Promise<void> {
  // Checked before the body is read: a client over its rate costs no parsing.
  const rateLimit = app.rateLimit({
    max: CSP_REPORTS_PER_MINUTE,
    timeWindow: 60_000,
    errorResponseBuilder: () => new GatewayError(429, 'reports_rate_limited'),
  });
  // Browsers send `application/csp-report`, a JSON body under its own media type.
  app.addContentTypeParser('application/csp-report', { parseAs: 'string', bodyLimit: REPORT_LIMIT }, app.getDefaultJsonParser('error', 'error'));
  app.post<{ Body: CspReport }>(
    CSP_REPORT_PATH,
    { bodyLimit: REPORT_LIMIT, onRequest: rateLimit, config: { routeClass: 'other' as const } },
    async (request, reply) => {
      const report = request.body?.['csp-report'];
      if (!report || typeof report !== 'object') throw new GatewayError(400, 'bad_request');
      request.log.warn(
        {
          directive: clip(report['violated-directive']),
          blocked: clip(report['blocked-uri'], true),
          document: clip(report['document-uri'], true),
        },
        'content security policy violation',
      );
      return reply.code(204).send();
    },
  );
}
