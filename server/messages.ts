/** Every text the gateway itself puts in front of a user, in both languages. */
import type { Text } from '../contract/i18n.ts';

export const MESSAGES = {
  upstream_unreachable: {
    zh: '无法连接后端服务，请稍后重试',
    en: 'The backend service cannot be reached. Please try again later.',
  },
  upstream_reset: {
    zh: '后端服务连接中断，请稍后重试',
    en: 'The connection to the backend service was interrupted. Please try again later.',
  },
  upstream_timeout: {
    zh: '后端服务响应超时，请稍后重试',
    en: 'The backend service did not answer in time. Please try again later.',
  },
  upstream_bad_response: {
    zh: '后端服务返回了无效的响应',
    en: 'The backend service sent an invalid response.',
  },
  upstream_circuit_open: {
    zh: '后端服务暂时不可用，请稍后重试',
    en: 'The backend service is temporarily unavailable. Please try again shortly.',
  },
  overloaded: { zh: '服务繁忙，请稍后重试', en: 'The service is busy. Please try again shortly.' },
  body_too_large: { zh: '请求内容过大', en: 'The request body is too large.' },
  bad_json: { zh: '请求内容不是有效的 JSON', en: 'The request body is not valid JSON.' },
  bad_request: { zh: '请求无效', en: 'The request is invalid.' },
  headers_too_large: { zh: '请求头过大', en: 'The request headers are too large.' },
  not_found: { zh: '页面或资源不存在', en: 'The page or resource does not exist.' },
  method_not_allowed: { zh: '不支持该请求方法', en: 'This request method is not supported.' },
  unsupported_media_type: { zh: '不支持该请求内容类型', en: 'This request content type is not supported.' },
  rate_limited: {
    zh: '登录或验证尝试过于频繁，请一分钟后再试',
    en: 'Too many sign-in or verification attempts. Please try again in a minute.',
  },
  rate_limit_unavailable: {
    zh: '暂时无法校验登录频率，请稍后重试',
    en: 'Sign-in attempts cannot be counted right now. Please try again shortly.',
  },
  body_not_allowed: { zh: 'GET 或 HEAD 请求不能带请求内容', en: 'A GET or HEAD request cannot carry a body.' },
  reports_rate_limited: {
    zh: '违规报告过于频繁，请一分钟后再试',
    en: 'Too many violation reports. Please try again in a minute.',
  },
  console_not_built: {
    zh: '控制台尚未构建，请先运行 npm run build',
    en: 'The console has not been built yet: run npm run build first.',
  },
  not_ready: { zh: '后端服务尚未就绪', en: 'The backend service is not ready.' },
  shutting_down: { zh: '服务正在重启，请稍后重试', en: 'The service is restarting. Please try again shortly.' },
  internal: { zh: '网关内部错误', en: 'Internal gateway error.' },
  job_session_required: {
    zh: '请先登录：任务接口需要请求头中的会话令牌',
    en: 'Sign in first: job calls need the session token header.',
  },
  job_cookie_read_only: {
    zh: '会话 Cookie 只能用于下载任务结果和接收事件流，其他任务操作需要请求头中的会话令牌',
    en: 'The session cookie only downloads job results and opens the event stream; every other job call needs the session token header.',
  },
  events_bad_last_event_id: {
    zh: 'Last-Event-ID 请求头应为事件编号（非负整数）',
    en: 'The Last-Event-ID header must be an event id (a whole number, 0 or more).',
  },
  events_bad_signature: {
    zh: '事件推送的签名无效或已过期',
    en: 'The event delivery is not signed with the shared secret, or its signature is too old.',
  },
  events_bad_payload: {
    zh: '事件推送的内容不符合约定格式',
    en: 'The event delivery does not match the agreed format.',
  },
  events_too_many_streams: {
    zh: '该账号打开的实时连接过多，请关闭一些标签页后重试',
    en: 'This account has too many live connections open. Close some tabs and try again.',
  },
  job_not_found: { zh: '任务不存在或无权查看', en: 'The job does not exist or is not yours to see.' },
  job_unknown_resource: { zh: '没有这个列表', en: 'There is no such list.' },
  job_unknown_action: { zh: '该列表没有这个操作', en: 'This list has no such action.' },
  job_not_finished: { zh: '任务尚未结束，结束后才能重试失败的行', en: 'The job has not finished yet: failed rows can be retried once it has.' },
  job_nothing_to_retry: { zh: '没有失败或未执行的行需要重试', en: 'No rows failed or were left unrun: there is nothing to retry.' },
  job_already_finished: { zh: '任务已结束，无法取消', en: 'The job has already finished and cannot be cancelled.' },
  job_export_failed: { zh: '导出失败', en: 'The export failed.' },
  job_file_not_ready: { zh: '任务尚未完成，文件还不能下载', en: 'The job has not finished: its file cannot be downloaded yet.' },
  job_file_gone: { zh: '导出文件已不存在（可能已过保留期），请重新导出', en: 'The export file is gone (its retention may have passed). Please export again.' },
  jobs_unavailable: { zh: '任务服务暂不可用，请稍后重试', en: 'Jobs are unavailable for the moment. Please try again later.' },
  job_bad_spec: { zh: '任务内容无效', en: 'The job is not valid.' },
  job_list_failed: { zh: '无法读取要处理的行，请稍后重试', en: 'The rows to work on could not be read. Please try again later.' },
  job_session_ended: {
    zh: '发起任务的会话已结束（已退出或超时），其余的行未执行',
    en: 'The session that started the job ended (signed out or timed out): the remaining rows were not run.',
  },
  job_cancelled_by_sign_out: { zh: '已退出登录，任务已取消', en: 'Signed out: the job was cancelled.' },
} satisfies Record<string, Text>;

export type MessageKey = keyof typeof MESSAGES;
