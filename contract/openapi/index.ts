/**
 * The contract as an OpenAPI 3.1 document (docs/contract.md, "The OpenAPI document"): every call the console makes,
 * from `ENDPOINTS`, with the answers the console can meet through the gateway. The gateway serves it at
 * `/openapi.json` in every mode and the mock at `/__mock/openapi.json`; it is valid by the official schema, lints
 * clean under Redocly's recommended rules (redocly.yaml) and generates a typed client (tests/contract/openapi.test.ts).
 */
import { z } from 'zod';
import type { Endpoint } from '../endpoint.ts';
import { ENDPOINTS, RESOURCE_ENDPOINTS } from '../index.ts';
import { FILES_PATH, UPLOAD_MAX_BYTES, UPLOAD_PATH, uploadResult } from '../platform.ts';
import { menuNode } from '../shell.ts';
import { conflictData } from '../version.ts';
import { ANSWER_SCHEMAS, envelope, okAnswer, otherAnswers, sharedAnswers } from './answers.ts';
import { descriptionOf, operationIdOf, SESSION_TAG, tagOf, tagsOf } from './operations.ts';
import { type Json, SchemaBook } from './schemas.ts';

/** The header the console sends its session token in (docs/console.md). */
const TOKEN_SCHEME = 'token';

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The schemas that are components under their own name wherever they appear. */
function nameShared(book: SchemaBook): void {
  book.name(menuNode, 'MenuNode');
  for (const [name, calls] of Object.entries(RESOURCE_ENDPOINTS)) {
    // every call of a resource that answers one record answers the same record schema
    const record = calls.get?.response ?? calls.update?.response ?? Object.values(calls.actions)[0]?.response;
    if (record) book.name(record, `${capital(name)}Record`);
  }
}

function parametersOf(e: Endpoint): Json[] {
  const parameters: Json[] = [...e.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  if (e.query) {
    const query = z.toJSONSchema(e.query, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' }) as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
    }
  }
  return parameters;
}

/** One operation, with the ids of its body and data schemas in the book (resolved once every call is added). */
function operationOf(e: Endpoint, book: SchemaBook): { op: Json; body?: string; data: string } {
  const operationId = operationIdOf(e.method, e.path);
  const op: Json = {
    operationId,
    summary: e.summary.en,
    description: descriptionOf(e),
    tags: [tagOf(e).name],
    parameters: parametersOf(e),
    ...(e.auth === 'public' ? { security: [] } : {}),
    ...(e.permission ? { 'x-permission': e.permission } : {}),
    ...(e.alsoPermitted?.length ? { 'x-also-permitted': e.alsoPermitted } : {}),
    // a read that never restarts the session's idle time, and why (contract/activity.ts)
    ...(e.notActivity !== undefined ? { 'x-not-activity': e.notActivity } : {}),
  };
  return {
    op,
    body: e.body ? book.use(e.body, `${capital(operationId)}Body`, 'input') : undefined,
    data: book.use(e.response, `${capital(operationId)}Data`, 'output'),
  };
}

/** The demo upload host and CDN (contract/platform.ts): not JSON calls, so not endpoints, but the console calls them. */
function storagePaths(book: SchemaBook): { paths: Record<string, Json>; result: string } {
  const result = book.use(uploadResult, 'UploadResult', 'output');
  const paths = {
    [UPLOAD_PATH]: {
      post: {
        operationId: operationIdOf('POST', UPLOAD_PATH),
        summary: 'Upload a file (demo object storage)',
        description: `上传文件（演示环境的对象存储）\n\nThe form's \`token\` and \`key\` come from \`GET /api/v2/common/imgkeyqiniu\`, which also says the \`upload_url\` to post to: on a real platform that is its object storage, not the gateway. At most ${UPLOAD_MAX_BYTES} bytes.`,
        tags: [SESSION_TAG.name],
        security: [],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: { type: 'object', required: ['token', 'file'], properties: { token: { type: 'string' }, key: { type: 'string' }, file: { type: 'string', contentMediaType: 'application/octet-stream' } } },
            },
          },
        },
      },
    },
    [`${FILES_PATH}{key}`]: {
      get: {
        operationId: operationIdOf('GET', `${FILES_PATH}{key}`),
        summary: 'A stored or seeded file (demo CDN)',
        description: '文件（演示环境的 CDN）\n\nServed at the upload token\'s `cdn_url` followed by the key.',
        tags: [SESSION_TAG.name],
        security: [],
        parameters: [{ name: 'key', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          200: { description: 'The file / 文件', content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } } },
          404: { description: 'No such file / 文件不存在', content: { 'application/json': { schema: envelope({}) } } },
        },
      },
    },
  };
  return { paths, result };
}

function build(): Json {
  const book = new SchemaBook();
  nameShared(book);
  const conflict = book.use(conflictData, 'StaleVersionData', 'output');
  const operations = ENDPOINTS.map((e) => ({ e, ...operationOf(e, book) }));
  const storage = storagePaths(book);

  const paths: Record<string, Json> = {};
  for (const { e, op, body, data } of operations) {
    if (body) op.requestBody = { required: true, content: { 'application/json': { schema: book.schema(body) } } };
    op.responses = { 200: okAnswer(book.schema(data)), ...otherAnswers(e) };
    paths[e.path] = { ...paths[e.path], [e.method.toLowerCase()]: op };
  }
  const upload = storage.paths[UPLOAD_PATH].post as Json;
  upload.responses = { 200: okAnswer(book.schema(storage.result)), 413: { $ref: '#/components/responses/BodyTooLarge' } };

  return {
    openapi: '3.1.0',
    info: {
      title: 'Commerce console upstream contract',
      version: '1.0.0',
      description: [
        'Every call the back-office console makes, as the gateway passes it to the platform\'s upstream. Every answer is the envelope `{status, data?, error?}`: status 0 success, 1 refused (`error` in the caller\'s language), 10 the session is over.',
        'Calls send the session token in the `token` header (from a login\'s answer); the logins, the captcha and the SMS code are public. An edit of a versioned record sends the `version` it started from and is refused with HTTP 409 when the record changed since.',
        '控制台调用的全部接口。每个响应都是 `{status, data?, error?}`：0 成功，1 拒绝（error 为原因），10 会话失效。',
      ].join('\n\n'),
    },
    // relative: the calls go to whichever gateway serves this document
    servers: [{ url: '/', description: 'The gateway serving this document / 提供本文档的网关' }],
    security: [{ [TOKEN_SCHEME]: [] }],
    tags: tagsOf(ENDPOINTS),
    paths: { ...paths, ...storage.paths },
    components: {
      securitySchemes: {
        [TOKEN_SCHEME]: { type: 'apiKey', in: 'header', name: 'token', description: "The session token of a login's answer (`data.token`) / 登录返回的会话令牌" },
      },
      schemas: { ...ANSWER_SCHEMAS, ...book.components() },
      responses: sharedAnswers(book.schema(conflict)),
    },
  };
}

let built: Json | undefined;

/** The document (built on first use, then the same object: do not change it). */
export function openApiDocument(): Json {
  built ??= build();
  return built;
}
