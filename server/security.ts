/**
 * Security headers: the console's responses (index.html and assets) carry the full set; every other answer (proxied
 * API calls, the gateway's errors, the operations endpoints) carries `NO_SNIFF`. Computed once from the configuration and set
 * as one object per response: the policy is static, so running a middleware per request would only cost time.
 */
import type { GatewayConfig } from './config.ts';

/**
 * Where browsers post the policy's violations (`report-uri`); csp-report.ts answers there. Defined here, with the
 * policy that names it, so this module imports nothing of the gateway and errors.ts and forward.ts can import it.
 */
export const CSP_REPORT_PATH = '/csp-report';

export function contentSecurityPolicy(config: Pick<GatewayConfig, 'uploadOrigin' | 'cdnOrigin'>): string {
  // In demo mode uploads and files are served by the mock under /api through this gateway: 'self' covers them.
  // With a real upstream the console sends uploads to UPLOAD_ORIGIN and shows files from CDN_ORIGIN.
  const fileOrigins = [config.uploadOrigin, config.cdnOrigin].filter((o): o is string => Boolean(o));
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // semantic-ui-react components set inline `style` attributes (positions of popups, dropdowns, progress bars),
    // which a CSP without 'unsafe-inline' for styles blocks. Scripts stay strict.
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...fileOrigins],
    'connect-src': ["'self'", ...fileOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'report-uri': [CSP_REPORT_PATH],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

export function securityHeaders(config: Pick<GatewayConfig, 'uploadOrigin' | 'cdnOrigin'>): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
  };
}

/**
 * On every answer that is not the console's: a browser shown a JSON body or an uploaded file through /api must take
 * its Content-Type at its word rather than sniff it as HTML or script. A value the upstream sets itself is kept.
 */
export const NO_SNIFF = { name: 'x-content-type-options', value: 'nosniff' } as const;
