import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import ipaddr from 'ipaddr.js';
import pino from 'pino';
import { MANAGE_PATH } from '../shared/slots.ts';
import { camel, rules, type Config } from './config.ts';

/**
 * pino options: JSON lines in production or when stdout is not a terminal, pretty lines in a
 * terminal. Visitor data never reaches a log line: the request serializer logs no body, no
 * headers, no query string and a shortened IP address, and the redaction below is a second safety net for
 * anything a handler logs by mistake.
 */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const pretty = config.nodeEnv !== 'production' && process.stdout.isTTY;
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: CENSOR },
    formatters: { log: censorOneBelow },
    serializers: { req: serializeRequest },
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } } }
      : // Synchronous: pino's default buffers and writes asynchronously, and on process.exit
        // (shutdown, a crash) its last lines came out of order or not at all.
        { stream: pino.destination({ dest: 1, sync: true }) }),
  };
}

/**
 * Keys that may hold a visitor's name, address or message, at the top level or one below;
 * `headers` too (the full address in X-Forwarded-For, the browser, the referrer), which
 * @fastify/multipart logs at trace level with its options.
 */
const PERSONAL_KEYS = ['lead', 'fields', 'body', 'email', 'replyTo', 'visitor', 'nachricht', 'headers'];
const REDACT_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'req.body', ...PERSONAL_KEYS];
const CENSOR = '[redacted]';

/**
 * The keys one level below (`{ context: { email } }`), in plain objects, censored as a line is
 * written. Not pino's `*.key` paths: with a wildcard, pino runs its redaction over every child
 * logger's bindings too, and Fastify makes one per request (3.8 instead of 0.6 µs each).
 */
function censorOneBelow(object: Record<string, unknown>): Record<string, unknown> {
  let censored: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(object)) {
    if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) continue;
    const personal = PERSONAL_KEYS.filter((name) => Object.hasOwn(value, name));
    if (personal.length) (censored ??= { ...object })[key] = { ...value, ...Object.fromEntries(personal.map((name) => [name, CENSOR])) };
  }
  return censored ?? object;
}

/**
 * The request as "incoming request" shows it: method, the path without its query string (a
 * link may carry anything there, an e-mail address too: the owner's set-up link its token), the
 * shortened address; no headers. A booking's link (`/termin/<token>`) moves and cancels the call:
 * its token is left out (the actions log the booking's id).
 */
function serializeRequest(request: FastifyRequest) {
  const url = request.url.split('?')[0]!.replace(BOOKING_LINK, '$1[redacted]');
  return { method: request.method, url, remoteAddress: shortenIp(request.ip) };
}
const BOOKING_LINK = new RegExp(`^(${MANAGE_PATH}/)[^/]+`);

/** An IP address without its host part (IPv4 /24, IPv6 /48): enough to spot abuse, not a person. Loopback stays whole. */
export function shortenIp(ip: string | undefined): string | undefined {
  if (!ip || !ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.range() === 'loopback') return address.toString();
  const [family, bits] = address.kind() === 'ipv4' ? [ipaddr.IPv4, 24] : [ipaddr.IPv6, 48];
  return family.networkAddressFromCIDR(`${address.toString()}/${bits}`).toString();
}

// A proxy's X-Request-Id ties our log lines to its access log; anything else is not trusted.
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Fastify's genReqId: the proxy's X-Request-Id when it looks like one, else a fresh UUID. */
export function requestId(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/** The configuration for the log: a secret (`writeOnly` in the schema) only as `set`, SMTP_URL with its password masked. */
export function describeConfig({ smtpUrl, formSecretGenerated, env: _env, ...config }: Config): Record<string, unknown> {
  const described: Record<string, unknown> = config;
  for (const [name, rule] of Object.entries(rules))
    if (rule.writeOnly && described[camel(name)] !== undefined) described[camel(name)] = 'set';
  const smtp = smtpUrl ? new URL(smtpUrl) : null;
  if (smtp?.password) smtp.password = '***';
  return {
    ...described,
    smtp: smtp?.toString() ?? 'disabled (messages stay in the store)',
    formSecret: formSecretGenerated ? 'generated at boot' : 'set',
  };
}
