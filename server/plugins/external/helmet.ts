import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmetMiddleware, { type HelmetOptions } from 'helmet';
import type { Config } from '../../config.ts';

// Features the site never uses, denied to every document and frame.
const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** helmet's options: a strict CSP without 'unsafe-inline' or 'unsafe-eval', no framing, no referrer across origins, HSTS on https. */
function helmetOptions(config: Config): HelmetOptions {
  const https = config.publicUrl.startsWith('https://');
  const formOrigins = config.formEndpoint ? [config.formEndpoint] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // The form server: the statistics pixel of statically exported pages.
        imgSrc: ["'self'", 'data:', ...formOrigins],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...formOrigins],
        formAction: ["'self'", ...formOrigins],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 63072000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  };
}

/**
 * The headers helmet sets with these options. They depend on the configuration alone (no
 * nonce, nothing from the request), so helmet runs once, at boot, on a response that is never
 * sent; @fastify/helmet would run helmet anew for every request.
 */
export function securityHeaders(config: Config): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmetMiddleware(helmetOptions(config))(response.req, response, (error) => {
    if (error) throw new Error('helmet could not make the security headers', { cause: error });
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) headers[name] = String(value);
  return { ...headers, 'permissions-policy': PERMISSIONS_POLICY };
}

/**
 * The security headers on every answer, HTML error pages and 404s included: `headers`, made
 * once by securityHeaders (app.ts also gives them to the answers no hook sees).
 */
export const helmet = fp(
  async (app: FastifyInstance, { headers }: { headers: Record<string, string> }) => {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'helmet' },
);
