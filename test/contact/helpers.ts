// Shared by the lead pipeline tests: a real SMTP relay (smtp-server) on a random port, valid
// form fields with a token old enough to pass, a multipart post, a look into DATA_DIR and an ALERT_URL receiver.
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { startRelay as startLocalRelay, type Relay as LocalRelay } from '../../scripts/local-services.ts';
import { issueToken } from '../../server/contact/spam.ts';
import { multipart } from '../helpers.ts';
import { FORM_SECRET } from '../secret.ts';

export const MAIL_TO = 'inhaber@example.de';
export { MAIL_FROM } from '../helpers.ts';

interface Tap {
  teardown(fn: () => unknown): void;
}

interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  headers: Map<string, string[]>;
  /** The text body, quoted-printable decoded. */
  text: string;
}

export type Relay = LocalRelay<ReceivedMail> & {
  /** Settles once the first message has arrived, before the relay answers it: a delivery is under way. */
  arrived: Promise<void>;
};

/** A real SMTP relay without TLS or authentication, recording what it accepts (parsed). */
export async function startRelay(t: Tap, port = 0): Promise<Relay> {
  let onData!: () => void;
  const arrived = new Promise<void>((resolve) => (onData = resolve));
  const relay = await startLocalRelay({ port, record: async (mail) => ({ ...mail, ...(await parseMail(mail.raw)) }), onData });
  t.teardown(relay.close);
  return Object.assign(relay, { arrived });
}

export interface ScriptedRelay {
  port: number;
  /** smtp://[user:pass@]127.0.0.1:port */
  url: (login?: { user: string; pass: string }) => string;
  mails: ReceivedMail[];
  /** Refuse in the greeting, at MAIL FROM, RCPT TO or after DATA with this reply; null: accept. May change while it runs. */
  refuse: { at: 'connect' | 'mail' | 'rcpt' | 'data'; code: number; text: string } | null;
}

/**
 * A real SMTP relay (smtp-server) that refuses where a test says: a login required (`login`:
 * without one, MAIL FROM is answered `530 authentication required`; a wrong one `535`), or
 * `refuse` in the greeting, at MAIL FROM, RCPT TO or after DATA.
 */
export async function startScriptedRelay(
  t: Tap,
  options: { login?: { user: string; pass: string }; startTls?: boolean } = {},
): Promise<ScriptedRelay> {
  const reply = (at: 'connect' | 'mail' | 'rcpt' | 'data') =>
    relay.refuse?.at === at ? Object.assign(new Error(relay.refuse.text), { responseCode: relay.refuse.code }) : undefined;
  const relay: ScriptedRelay = { port: 0, url: () => '', mails: [], refuse: null };
  const server = new SMTPServer({
    // With startTls, smtp-server offers STARTTLS with its built-in certificate, which a client that checks certificates refuses.
    disabledCommands: [...(options.startTls ? [] : ['STARTTLS']), ...(options.login ? [] : ['AUTH'])],
    authOptional: !options.login,
    allowInsecureAuth: true,
    logger: false,
    closeTimeout: 100,
    onAuth(auth, _session, callback) {
      if (auth.username === options.login?.user && auth.password === options.login?.pass) return callback(null, { user: auth.username });
      callback(Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 }));
    },
    onConnect: (_session, callback) => callback(reply('connect')),
    onMailFrom: (_address, _session, callback) => callback(reply('mail')),
    onRcptTo: (_address, _session, callback) => callback(reply('rcpt')),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const refused = reply('data');
        if (refused) return callback(refused);
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelope = {
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
        };
        parseMail(raw).then((mail) => {
          relay.mails.push({ ...envelope, ...mail });
          callback();
        }, callback);
      });
    },
  });
  server.on('error', () => {}); // a client that refuses the certificate drops the connection mid-handshake
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  relay.port = (server.server.address() as { port: number }).port;
  relay.url = (login) =>
    `smtp://${login ? `${encodeURIComponent(login.user)}:${encodeURIComponent(login.pass)}@` : ''}127.0.0.1:${relay.port}`;
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return relay;
}

/** A stored or relayed message, parsed by mailparser: raw header values (unfolded, by lower-case name) and the decoded text body. */
export async function parseMail(raw: string): Promise<{ raw: string; headers: Map<string, string[]>; text: string }> {
  const mail = await simpleParser(raw);
  const headers = new Map<string, string[]>();
  for (const { key, line } of mail.headerLines) {
    const value = line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
    headers.set(key, [...(headers.get(key) ?? []), value]);
  }
  return { raw, headers, text: mail.text ?? '' };
}

/** RFC 2047 encoded words (as nodemailer writes them) back to text. */
export function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/** Valid form fields with a token issued `ageMs` ago (old enough to pass the fill-time rule). */
export function validFields(overrides: Record<string, string> = {}, ageMs = 5_000): Record<string, string> {
  const issued = Date.now() - ageMs;
  return {
    name: 'Max Mustermann',
    email: 'max@mustermann.de',
    cta_type: 'speaking',
    message: 'Guten Tag,\r\nich suche eine Keynote zum Thema KI für unser Führungstreffen.',
    website: '',
    spam_token: issueToken(FORM_SECRET, issued),
    form_start_time: String(issued),
    ...overrides,
  };
}

export async function postForm(
  app: FastifyInstance,
  fields: Record<string, string | string[]>,
  options: { headers?: Record<string, string>; files?: Record<string, string> } = {},
) {
  const body = await multipart(fields, options.files);
  return app.inject({
    method: 'POST',
    url: '/sendForm.php',
    payload: body.payload,
    headers: { ...body.headers, accept: 'application/json', ...options.headers },
  });
}

/** File names per Maildir state. */
export async function storeContents(dataDir: string) {
  const list = async (dir: string) =>
    (await readdir(path.join(dataDir, dir)).catch(() => [] as string[])).filter((n) => !n.startsWith('.'));
  return {
    pending: await list('new'),
    sent: await list('cur'),
    quarantine: [...(await list('.Quarantine/new')), ...(await list('.Quarantine/cur'))],
    tmp: await list('tmp'),
  };
}

export async function readStored(dataDir: string, dir: string, name: string) {
  return await parseMail(await readFile(path.join(dataDir, dir, name), 'utf8'));
}

export async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 5_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A webhook receiver on a random port, recording each POST's content type and body. */
export async function startHook(t: Tap) {
  const received: Array<{ type: string | undefined; body: string }> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ type: request.headers['content-type'], body: Buffer.concat(chunks).toString('utf8') });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}/hooks/geheim`, received };
}
