import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';

// Features the site never uses, denied to every document and frame (the owner's pages alone may
// ask for a passkey: OWNER_PERMISSIONS_POLICY).
const PERMISSIONS_POLICY = (
  'accelerometer autoplay camera display-capture encrypted-media fullscreen geolocation gyroscope hid idle-detection magnetometer ' +
  'microphone midi payment picture-in-picture publickey-credentials-get screen-wake-lock serial usb xr-spatial-tracking'
)
  .split(' ')
  .map((feature) => `${feature}=()`)
  .join(',');
export const OWNER_PERMISSIONS_POLICY = PERMISSIONS_POLICY.replace('publickey-credentials-get=()', 'publickey-credentials-get=(self)');

/**
 * The security headers of every answer; they depend on the configuration alone (no nonce,
 * nothing from the request). A strict CSP without 'unsafe-inline' or 'unsafe-eval', no framing,
 * no referrer across origins, HSTS on https; the rest are helmet's defaults but three no current
 * browser reads (X-Download-Options for IE 8, X-Permitted-Cross-Domain-Policies for Flash,
 * X-XSS-Protection: 0 for the auditor every browser removed): every byte of headers counts
 * against the home's first round trip (docs/benchmarks.md).
 */
export function securityHeaders(config: Config): Record<string, string> {
  const https = config.publicUrl.startsWith('https://');
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  return {
    'content-security-policy': csp.join(';'),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'DENY',
    'permissions-policy': PERMISSIONS_POLICY,
  };
}

/** `headers` (made once by securityHeaders) on every answer, HTML error pages and 404s included. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { headers }: { headers: Record<string, string> }) => {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
