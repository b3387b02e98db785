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
} satisfies Record<string, Text>;

export type MessageKey = keyof typeof MESSAGES;
