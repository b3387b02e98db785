/**
 * The gateway's own error answers: `{status: 1, error, request_id}` with `error` in the caller's language, the shape
 * the console's request client shows for upstream errors too.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { langFromAcceptLanguage } from '../contract/i18n.ts';
import { MESSAGES, type MessageKey } from './messages.ts';
import { NO_SNIFF } from './security.ts';

export interface ErrorBody {
  status: 1;
  error: string;
  request_id: string;
}

/** An error a hook or handler throws to answer with a given status and message. */
export class GatewayError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
  ) {
    super(MESSAGES[messageKey].en);
    this.name = 'GatewayError';
  }
}

export function errorBody(key: MessageKey, acceptLanguage: string | undefined, requestId: string): ErrorBody {
  return { status: 1, error: MESSAGES[key][langFromAcceptLanguage(acceptLanguage)], request_id: requestId };
}

const JSON_TYPE = 'application/json; charset=utf-8';

export function sendError(request: FastifyRequest, reply: FastifyReply, statusCode: number, key: MessageKey): FastifyReply {
  return reply
    .code(statusCode)
    .header('content-type', JSON_TYPE)
    .header('cache-control', 'no-store')
    .header('x-request-id', request.id)
    .header(NO_SNIFF.name, NO_SNIFF.value)
    .send(JSON.stringify(errorBody(key, request.headers['accept-language'], request.id)));
}

/** Which message a Fastify or plugin error gets; the status stays the one the error carries. */
function messageFor(error: FastifyError, statusCode: number): MessageKey {
  if (error instanceof GatewayError) return error.messageKey;
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'body_too_large';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'bad_json';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'unsupported_media_type';
  }
  if (error instanceof SyntaxError && statusCode === 400) return 'bad_json';
  if (statusCode === 413) return 'body_too_large';
  if (statusCode === 429) return 'rate_limited';
  if (statusCode === 404) return 'not_found';
  if (statusCode === 405) return 'method_not_allowed';
  if (statusCode === 415) return 'unsupported_media_type';
  if (statusCode >= 400 && statusCode < 500) return 'bad_request';
  return 'internal';
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (statusCode >= 500) request.log.error({ err: error }, 'gateway error');
  return sendError(request, reply, statusCode, messageFor(error, statusCode));
}
