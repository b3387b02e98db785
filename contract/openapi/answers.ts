/**
 * The answers of the OpenAPI document besides a call's own `data`: the envelope every answer has (contract/envelope.ts),
 * the 409 of an edit on a stale version (contract/version.ts), and the errors the gateway answers itself
 * (docs/gateway.md), each declared once under `components/responses` and referenced by the calls it can happen to.
 */
import type { Endpoint } from '../endpoint.ts';
import { STATUS } from '../envelope.ts';
import type { Text } from '../i18n.ts';
import { CREDENTIAL_PATHS } from '../credentials.ts';
import { CONFLICT_HTTP } from '../version.ts';
import { COMPONENT_REF, type Json } from './schemas.ts';

const JSON_TYPE = 'application/json';

/** Both languages in one description: the document is read by developers on either side. */
const bilingual = (text: Text) => `${text.en} / ${text.zh}`;

/** `components/schemas` entries of the answers, written here (they have no zod schema in the contract). */
export const ANSWER_SCHEMAS: Record<string, Json> = {
  Status: {
    enum: [STATUS.OK, STATUS.ERROR, STATUS.SESSION_INVALID],
    description: `${STATUS.OK}: success, \`data\` holds the answer; ${STATUS.ERROR}: refused, \`error\` says why in the caller's language (Accept-Language); ${STATUS.SESSION_INVALID}: the session is over, log in again`,
  },
  GatewayError: {
    type: 'object',
    description: 'An error the gateway answers itself: the call never reached the upstream, or the upstream failed',
    required: ['status', 'error', 'request_id'],
    properties: {
      status: { const: STATUS.ERROR },
      error: { type: 'string', description: "What happened, in the caller's language (Accept-Language, Chinese by default)" },
      request_id: { type: 'string', description: "The request's id, also in the x-request-id header and the gateway's log line" },
    },
  },
};

/** The envelope `{status, data?, error?}` around a call's `data`. */
export function envelope(data: Json): Json {
  return {
    type: 'object',
    required: ['status'],
    properties: { status: { $ref: `${COMPONENT_REF}Status` }, data, error: { type: 'string', description: 'Why a call was refused (status 1 or 10)' } },
  };
}

/** The 200 answer of a call whose status 0 answer carries `data`. */
export function okAnswer(data: Json): Json {
  return {
    description: 'The envelope: status 0 with `data`, status 1 refused with `error` (a wrong field, a state that forbids the action, no permission), status 10 the session is over',
    content: { [JSON_TYPE]: { schema: envelope(data) } },
  };
}

const retryAfter = { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 0 } } };

function gatewayAnswer(text: Text, headers?: Json): Json {
  return { description: bilingual(text), ...(headers ? { headers } : {}), content: { [JSON_TYPE]: { schema: { $ref: `${COMPONENT_REF}GatewayError` } } } };
}

/**
 * The gateway's own answers (docs/gateway.md), by HTTP status: the `components/responses` name of each and when a
 * call can get it. Every call can meet the upstream failing; only a call with a body can be too large, only a login
 * meets the credential limit (contract/credentials.ts).
 */
const GATEWAY_ANSWERS: Record<number, { name: string; answer: Json; applies: (e: Endpoint) => boolean }> = {
  413: {
    name: 'BodyTooLarge',
    answer: gatewayAnswer({ en: 'The request body is over the gateway\'s BODY_LIMIT; nothing reached the upstream', zh: '请求内容超过网关的 BODY_LIMIT，未发往后端' }),
    applies: (e) => e.body !== undefined,
  },
  429: {
    name: 'TooManyAttempts',
    answer: gatewayAnswer(
      { en: 'Too many attempts at this credential call in a minute, from this client address or for this account or phone (LOGIN_RATE_LIMIT)', zh: '该凭证操作一分钟内尝试过多（同一客户端地址或同一账号、手机号；LOGIN_RATE_LIMIT）' },
      retryAfter,
    ),
    applies: (e) => (CREDENTIAL_PATHS as readonly string[]).includes(e.path),
  },
  431: {
    name: 'HeadersTooLarge',
    answer: gatewayAnswer({ en: 'The request headers are over the gateway\'s MAX_HEADER_SIZE', zh: '请求头超过网关的 MAX_HEADER_SIZE' }),
    applies: () => true,
  },
  502: {
    name: 'UpstreamFailed',
    answer: gatewayAnswer({ en: 'The upstream refused the connection, reset it, could not be found, or sent an invalid answer', zh: '后端拒绝连接、连接中断、无法解析或返回了无效的响应' }),
    applies: () => true,
  },
  503: {
    name: 'Unavailable',
    answer: gatewayAnswer(
      { en: 'Turned away without calling the upstream: its circuit is open after repeated failures, the gateway is overloaded, or it is restarting', zh: '未调用后端即被拒绝：后端连续失败后熔断、网关过载或正在重启' },
      retryAfter,
    ),
    applies: () => true,
  },
  504: {
    name: 'UpstreamTimeout',
    answer: gatewayAnswer({ en: 'The upstream did not answer within UPSTREAM_TIMEOUT_MS', zh: '后端未在 UPSTREAM_TIMEOUT_MS 内响应' }),
    applies: () => true,
  },
};

const STALE_VERSION = 'StaleVersion';

/** `components/responses`: the 409 of a stale edit and the gateway's answers. */
export function sharedAnswers(conflictData: Json): Record<string, Json> {
  return {
    [STALE_VERSION]: {
      description: bilingual({
        en: 'The record changed since the version the edit started from: status 1, `error` names who changed it and when, `data` is the record as it is now and its version; nothing was changed',
        zh: '记录在编辑开始后已被修改：status 1，error 说明修改人和时间，data 为记录当前内容和版本；本次未做任何修改',
      }),
      content: { [JSON_TYPE]: { schema: { ...envelope(conflictData), required: ['status', 'error', 'data'] } } },
    },
    ...Object.fromEntries(Object.values(GATEWAY_ANSWERS).map(({ name, answer }) => [name, answer])),
  };
}

/** The answers of one call other than its 200, as references to `components/responses`. */
export function otherAnswers(e: Endpoint): Record<string, Json> {
  const answers: Record<string, Json> = {};
  if (e.versioned) answers[CONFLICT_HTTP] = { $ref: `#/components/responses/${STALE_VERSION}` };
  for (const [status, { name, applies }] of Object.entries(GATEWAY_ANSWERS)) {
    if (applies(e)) answers[status] = { $ref: `#/components/responses/${name}` };
  }
  return answers;
}
