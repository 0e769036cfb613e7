import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

// The relay side of delivery: the transport, what a failure means, the relay's health and what
// a log line may say about it. Shared by the delivery loop and `npm run outbox -- test-mail`.

/** Connection and greeting timeouts towards the relay: a dead relay must not stall the loop for nodemailer's default 2 minutes. */
const SMTP_CONNECT_TIMEOUT_MS = 15_000;
/** Inactivity on an open SMTP connection. */
const SMTP_SOCKET_TIMEOUT_MS = 60_000;
/** Longest relay reply kept in a log line. */
const LOG_RESPONSE_CHARS = 300;

/** A pooled transport for SMTP_URL; the delivery loop, not the pool, retries (maxRequeues 0). */
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

/** Where the dialogue with the relay broke. */
export type RelayStage = 'connection' | 'tls' | 'login' | 'sender' | 'recipient' | 'message';

export interface Diagnosis {
  stage: RelayStage;
  /**
   * - `relay`: every lead would fail alike (no connection, TLS, login, the sender MAIL_FROM or
   *   the recipient MAIL_TO refused: the envelope is the same for every lead). The queue waits
   *   with backoff; no lead is moved.
   * - `refused`: the relay refused this message's content with a 5xx after DATA.
   * - `temporary`: a 4xx for this message; retried with backoff.
   */
  scope: 'relay' | 'refused' | 'temporary';
  /** What the operator can do about it. */
  hint: string;
}

const HINTS: Record<RelayStage, string> = {
  connection: 'the relay cannot be reached: check host and port in SMTP_URL, DNS and the firewall',
  tls: 'TLS with the relay failed: smtps:// needs a port with TLS from the start (465), smtp:// upgrades with STARTTLS (587); check the certificate',
  login: 'the relay refused the login or requires one: put user and password into SMTP_URL (smtp://user:password@host:587, URL-encoded)',
  sender: 'the relay refused the sender: MAIL_FROM must be an address this relay account may send from',
  recipient: 'the relay refused the recipient: check MAIL_TO',
  message: 'the relay refused this message',
};

/** nodemailer's names for the steps that open a session (the greeting is CONN). */
const SESSION_COMMANDS = new Set(['CONN', 'EHLO', 'HELO', 'LHLO']);

/** SMTP replies that mean "log in first" or "login refused" (RFC 4954), wherever they come. */
const LOGIN_REPLIES = new Set([530, 534, 535, 538]);

/** What a failed send or check means, from nodemailer's error (`code`, `command`, `responseCode`). */
export function diagnose(error: unknown): Diagnosis {
  const { code, originalCode, command, responseCode, permanent } = error as Partial<Record<'code' | 'originalCode' | 'command', string>> & {
    responseCode?: number;
    permanent?: boolean;
  };
  const relay = (stage: RelayStage): Diagnosis => ({ stage, scope: 'relay', hint: HINTS[stage] });
  const byReply = (stage: RelayStage): Diagnosis => {
    if (typeof responseCode !== 'number') return relay(stage === 'message' ? 'connection' : stage);
    // nodemailer marks 503 (bad sequence) as not permanent: a new session can succeed.
    if (responseCode >= 500 && permanent !== false) {
      return stage === 'message' ? { stage, scope: 'refused', hint: HINTS.message } : relay(stage);
    }
    return { stage, scope: 'temporary', hint: HINTS[stage] };
  };
  // A certificate Node refused arrives as ESOCKET, with the TLS code kept in originalCode.
  if (code === 'ETLS' || code === 'EREQUIRETLS' || /CERT|SSL|TLS/.test(originalCode ?? '')) return relay('tls');
  if (code === 'EAUTH' || code === 'ENOAUTH' || (responseCode !== undefined && LOGIN_REPLIES.has(responseCode))) return relay('login');
  if (code === 'EMESSAGE' || command === 'DATA') return byReply('message');
  if (code === 'EENVELOPE' || command === 'MAIL FROM' || command === 'RCPT TO')
    return byReply(command === 'RCPT TO' ? 'recipient' : 'sender');
  // The greeting and EHLO come before any lead's envelope: a refusal there meets every lead.
  if (typeof responseCode !== 'number' || responseCode === 421 || SESSION_COMMANDS.has(command ?? '')) return relay('connection');
  return byReply('message');
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

/** What the last contact with the relay showed; `failing` is a fault every lead would meet. */
export interface RelayStatus {
  state: 'unchecked' | 'ok' | 'failing';
  failure: RelayStage | null;
  sinceMs: number | null;
}

/** The relay's health as the delivery loop and the relay checks see it, and its log lines. */
export class RelayHealth {
  status: RelayStatus = { state: 'unchecked', failure: null, sinceMs: null };
  /** The fault is one a relay check can see (found by a check, or no connection or TLS), so a passing check clears it. */
  private checkClears = true;

  constructor(private readonly log: FastifyBaseLogger) {}

  /**
   * A fault every lead would meet: logged with what to fix (a lost connection at warn, as it
   * often passes by itself; a refused login, sender or recipient at error).
   */
  fails(diagnosis: Diagnosis, error: unknown, context: Record<string, unknown> = {}, byCheck = false): void {
    // A lost connection does not hide what is known more precisely (a relay often drops the
    // connection after refusing the login a few times): that stays until something succeeds.
    const known = this.status.state === 'failing' && this.status.failure !== 'connection' && diagnosis.stage === 'connection';
    if (!known && (this.status.state !== 'failing' || this.status.failure !== diagnosis.stage)) {
      this.status = {
        state: 'failing',
        failure: diagnosis.stage,
        sinceMs: this.status.state === 'failing' ? this.status.sinceMs : Date.now(),
      };
      this.checkClears = byCheck || diagnosis.stage === 'connection' || diagnosis.stage === 'tls';
    }
    const level = diagnosis.stage === 'connection' ? 'warn' : 'error';
    this.log[level]({ ...context, stage: diagnosis.stage, ...describe(error) }, `SMTP relay: ${diagnosis.hint}; leads stay pending`);
  }

  works(): void {
    if (this.status.state === 'ok') return;
    if (this.status.state === 'failing') this.log.info({ stage: this.status.failure }, 'SMTP relay: working again');
    this.status = { state: 'ok', failure: null, sinceMs: Date.now() };
  }

  /**
   * Asks the relay for a connection and the login (nodemailer's verify()). That cannot show a
   * refused sender or recipient, or a relay that wants a login only at MAIL FROM (no user in
   * SMTP_URL): those come from a delivery and clear with the next one that succeeds. Returns
   * true when a fault has cleared.
   */
  async check(transport: Transporter): Promise<boolean> {
    try {
      await transport.verify();
    } catch (error) {
      this.fails(diagnose(error), error, {}, true);
      return false;
    }
    if (this.status.state === 'failing' && !this.checkClears) return false;
    const cleared = this.status.state === 'failing';
    this.works();
    return cleared;
  }
}

const STAGE_NAMES: Record<RelayStage, string> = {
  connection: 'connection',
  tls: 'TLS',
  login: 'login',
  sender: 'sender refused',
  recipient: 'recipient refused',
  message: 'message refused',
};

/** Sends a test mail through a transport like the delivery loop's; the lines say what happened and, on failure, which step failed. */
export async function sendTestMail(smtpUrl: string, from: string, to: string): Promise<{ ok: boolean; lines: string[] }> {
  const transport = createTransport(smtpUrl);
  try {
    const { response } = (await transport.sendMail({
      envelope: { from, to },
      from: { name: 'Kontaktformular', address: from },
      to,
      subject: 'Testnachricht des Kontaktformulars',
      text: 'Diese Nachricht prüft die Mail-Einstellungen der Website (SMTP_URL, MAIL_FROM, MAIL_TO).\nSie ist angekommen: Anfragen aus dem Kontaktformular erreichen dieses Postfach.',
      headers: { 'Auto-Submitted': 'auto-generated' },
    })) as { response?: string };
    return {
      ok: true,
      lines: [`sent: the relay accepted a test mail from ${from} to ${to}${response ? ` (${response})` : ''}; check that it arrived`],
    };
  } catch (error) {
    const { stage, hint } = diagnose(error);
    const detail = describe(error);
    return {
      ok: false,
      lines: [`failed at ${STAGE_NAMES[stage]}: ${hint}`, `relay said: ${detail.response ?? detail.error ?? String(detail.code)}`],
    };
  } finally {
    transport.close();
  }
}
