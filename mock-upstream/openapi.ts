/** The contract as an OpenAPI 3.1 document (`/__mock/openapi.json`), for whoever runs the real upstream. */
import { z } from 'zod';
import { ENDPOINTS } from '../contract/index.ts';
import { FILES_PATH, UPLOAD_PATH, uploadResult } from '../contract/platform.ts';
import { CONFLICT_HTTP, conflictData } from '../contract/version.ts';

type Json = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
}

function envelope(data: Json): Json {
  return {
    type: 'object',
    required: ['status'],
    properties: {
      status: { enum: [0, 1, 10], description: '0 ok; 1 business error (see error); 10 session invalid' },
      data,
      error: { type: 'string' },
    },
  };
}

export function openApiDocument(): Json {
  const paths: Record<string, Json> = {};
  for (const e of ENDPOINTS) {
    const parameters: Json[] = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    if (e.query) {
      const q = schemaOf(e.query, 'input') as { properties?: Record<string, Json>; required?: string[] };
      for (const [name, schema] of Object.entries(q.properties ?? {})) {
        parameters.push({ name, in: 'query', required: q.required?.includes(name) ?? false, schema });
      }
    }
    const op: Json = {
      summary: e.summary.en,
      description: e.summary.zh,
      operationId: `${e.method.toLowerCase()}${e.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase())}`,
      parameters,
      responses: { 200: { description: 'Envelope', content: { 'application/json': { schema: envelope(schemaOf(e.response, 'output')) } } } },
      'x-permission': e.permission,
    };
    if (e.versioned) {
      // README.md "Two people, one record": an edit made on an older version
      const conflict = { description: 'The record changed since the version sent: status 1, who and when, the record now', content: { 'application/json': { schema: envelope(schemaOf(conflictData, 'output')) } } };
      op.responses = { ...(op.responses as Json), [CONFLICT_HTTP]: conflict };
    }
    if (e.auth === 'token') op.security = [{ token: [] }];
    if (e.body) op.requestBody = { required: true, content: { 'application/json': { schema: schemaOf(e.body, 'input') } } };
    paths[e.path] = { ...(paths[e.path] ?? {}), [e.method.toLowerCase()]: op };
  }
  paths[UPLOAD_PATH] = {
    post: {
      summary: 'Upload a file (demo object storage)',
      description: '上传文件（演示环境的对象存储）',
      requestBody: {
        content: {
          'multipart/form-data': {
            schema: { type: 'object', required: ['token', 'file'], properties: { token: { type: 'string' }, key: { type: 'string' }, file: { type: 'string', format: 'binary' } } },
          },
        },
      },
      responses: { 200: { description: 'Envelope', content: { 'application/json': { schema: envelope(schemaOf(uploadResult, 'output')) } } } },
    },
  };
  paths[`${FILES_PATH}{key}`] = {
    get: {
      summary: 'A stored or seeded file (demo CDN)',
      description: '文件（演示环境的 CDN）',
      parameters: [{ name: 'key', in: 'path', required: true, schema: { type: 'string' } }],
      responses: { 200: { description: 'The file' }, 404: { description: 'No such file' } },
    },
  };
  return {
    openapi: '3.1.0',
    info: { title: 'Commerce console upstream contract', version: '1.0.0', description: 'Every call the console makes. Responses are {status, data?, error?}.' },
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    paths,
  };
}
