/**
 * A worker thread of server/openapi.ts: makes the OpenAPI document and posts it as JSON text. Converting the whole
 * contract takes seconds of CPU, which the gateway's event loop, busy proxying calls, must not spend.
 */
import { parentPort } from 'node:worker_threads';
import { openApiDocument } from '../contract/openapi/index.ts';

parentPort?.postMessage(JSON.stringify(openApiDocument()));
