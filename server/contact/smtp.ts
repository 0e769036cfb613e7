import nodemailer, { type Transporter } from 'nodemailer';

// The relay side of delivery: the transport, how a failure is classified, and what a log line
// may say about it.

/** Connection and greeting timeouts towards the relay: a dead relay must not stall the loop for nodemailer's default 2 minutes. */
const SMTP_CONNECT_TIMEOUT_MS = 15_000;
/** Inactivity on an open SMTP connection. */
const SMTP_SOCKET_TIMEOUT_MS = 60_000;
/** Longest relay reply kept in a log line. */
const LOG_RESPONSE_CHARS = 300;

/** A pooled transport for SMTP_URL; the loop, not the pool, retries (maxRequeues 0). */
export function createTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    maxRequeues: 0,
    connectionTimeout: SMTP_CONNECT_TIMEOUT_MS,
    greetingTimeout: SMTP_CONNECT_TIMEOUT_MS,
    socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
  });
}

/**
 * How a failed send is handled:
 * - `permanent`: the relay refused this message with a 5xx reply; retrying gets the same answer.
 * - `temporary`: a 4xx reply for this message; retried with backoff.
 * - `relay`: no usable relay (refused, timeout, DNS, TLS, authentication, 421): every message
 *   would fail alike, so the whole queue waits with backoff and nothing is moved to failed.
 */
export function classifyFailure(error: unknown): 'permanent' | 'temporary' | 'relay' {
  const { code, responseCode, permanent } = error as { code?: string; responseCode?: number; permanent?: boolean };
  if (code === 'EAUTH' || code === 'ENOAUTH' || code === 'ETLS' || code === 'EREQUIRETLS' || code === 'ECONFIG') return 'relay';
  if (typeof responseCode !== 'number' || responseCode === 421) return 'relay';
  // nodemailer marks 503 (bad sequence) as not permanent: a new session can succeed.
  if (responseCode >= 500 && responseCode < 600 && permanent !== false) return 'permanent';
  return 'temporary';
}

/** What a log line may say about a failed send: codes and the relay's reply, never the message. */
export function describe(error: unknown) {
  const { code, responseCode, command, response, message } = error as Record<string, unknown>;
  return {
    code,
    responseCode,
    command,
    response: typeof response === 'string' ? response.slice(0, LOG_RESPONSE_CHARS) : undefined,
    error: typeof message === 'string' ? message.slice(0, LOG_RESPONSE_CHARS) : undefined,
  };
}
