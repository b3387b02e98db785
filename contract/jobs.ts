/**
 * The gateway's own job calls (docs/jobs.md, "API"), declared like the upstream's calls so the authorization test
 * iterates them: not in ENDPOINTS, since the upstream (and the mock) has none of them; the gateway answers them
 * itself. Every one is open to any signed-in account, because a job runs with the rights of the account that started
 * it: the upstream decides each row, and the gateway shows a job only to that account and administrators (404 to
 * anyone else, so ids are not probed). `sessionCookie`: the calls a browser makes without headers (a plain download
 * link, an EventSource), so with the session cookie instead of the token header: both read-only GETs; every other
 * call refuses the cookie alone.
 */
import { z } from 'zod';
import { checkWritesAuthorised, type Endpoint, endpoint } from './endpoint.ts';

export type JobEndpoint = Endpoint & { sessionCookie?: true; ofOneJob: boolean };

const own = { to: 'signedIn', why: 'a job runs with the rights of the account that started it, and only it and administrators see it' } as const;
/** The job as docs/jobs.md describes it; the gateway builds it, so the contract does not restate its fields. */
const job = z.record(z.string(), z.unknown());

export const JOB_ENDPOINTS: readonly JobEndpoint[] = [
  { ...endpoint({ method: 'POST', path: '/gateway/jobs', auth: 'token', open: own, body: z.record(z.string(), z.unknown()), response: job, summary: { zh: '开始任务', en: 'Jobs: start' } }), ofOneJob: false },
  { ...endpoint({ method: 'GET', path: '/gateway/jobs', auth: 'token', response: job, summary: { zh: '任务列表', en: 'Jobs: list' } }), ofOneJob: false },
  { ...endpoint({ method: 'GET', path: '/gateway/jobs/{id}', auth: 'token', response: job, summary: { zh: '任务详情', en: 'Jobs: one' } }), ofOneJob: true },
  { ...endpoint({ method: 'POST', path: '/gateway/jobs/{id}/cancel', auth: 'token', open: own, response: job, summary: { zh: '取消任务', en: 'Jobs: cancel' } }), ofOneJob: true },
  { ...endpoint({ method: 'POST', path: '/gateway/jobs/{id}/retry', auth: 'token', open: own, response: job, summary: { zh: '重试失败的行', en: 'Jobs: retry failed rows' } }), ofOneJob: true },
  { ...endpoint({ method: 'GET', path: '/gateway/jobs/{id}/rows', auth: 'token', response: job, summary: { zh: '每行结果', en: 'Jobs: row outcomes' } }), ofOneJob: true },
  {
    ...endpoint({ method: 'GET', path: '/gateway/jobs/{id}/download', auth: 'token', response: z.unknown(), summary: { zh: '下载文件', en: 'Jobs: download the file' } }),
    ofOneJob: true,
    sessionCookie: true,
  },
  // The event stream (a job's progress; issue 39's inbox later): an EventSource cannot send headers either.
  {
    ...endpoint({ method: 'GET', path: '/gateway/events', auth: 'token', response: z.unknown(), summary: { zh: '事件流', en: 'Events: stream' } }),
    ofOneJob: false,
    sessionCookie: true,
  },
];

checkWritesAuthorised(JOB_ENDPOINTS);
