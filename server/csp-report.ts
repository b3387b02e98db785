/**
 * `POST /csp-report`: browsers report Content-Security-Policy violations here (the policy's `report-uri`), and the
 * gateway logs them, so a blocked script or style in production shows up in the logs instead of only in a console.
 */
import type { FastifyInstance } from 'fastify';
import { GatewayError } from './errors.ts';
import { redactUrl } from './logging.ts';

export const CSP_REPORT_PATH = '/csp-report';
const REPORT_LIMIT = 64 * 1024;

interface CspReport {
  'csp-report'?: { 'document-uri'?: string; 'violated-directive'?: string; 'blocked-uri'?: string };
}

export async function registerCspReports(app: FastifyInstance): Promise<void> {
  // Browsers send `application/csp-report`, a JSON body under its own media type.
  app.addContentTypeParser('application/csp-report', { parseAs: 'string', bodyLimit: REPORT_LIMIT }, app.getDefaultJsonParser('error', 'error'));
  app.post<{ Body: CspReport }>(CSP_REPORT_PATH, { bodyLimit: REPORT_LIMIT, config: { routeClass: 'other' as const } }, async (request, reply) => {
    const report = request.body?.['csp-report'];
    if (!report || typeof report !== 'object') throw new GatewayError(400, 'bad_request');
    request.log.warn(
      { directive: report['violated-directive'], blocked: report['blocked-uri'] && redactUrl(report['blocked-uri']), document: report['document-uri'] && redactUrl(report['document-uri']) },
      'content security policy violation',
    );
    return reply.code(204).send();
  });
}
