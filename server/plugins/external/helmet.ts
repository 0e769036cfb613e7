import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

/**
 * Security headers on every answer, HTML error pages included: a strict CSP without
 * 'unsafe-inline' or 'unsafe-eval', no framing, no referrer across origins, HSTS on https.
 */
export const helmet = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const https = config.publicUrl.startsWith('https://');
    const formOrigins = config.formEndpoint ? [config.formEndpoint] : [];
    await app.register(fastifyHelmet, {
      global: true,
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
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
  },
  { name: 'helmet', dependencies: ['config'] },
);
