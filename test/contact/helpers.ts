// Shared by the lead pipeline tests: a real SMTP relay (smtp-server) on a random port, valid
// form fields with a token old enough to pass, a multipart post and a look into DATA_DIR.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { startRelay as startLocalRelay, type Relay as LocalRelay } from '../../scripts/local-services.mjs';
import { issueToken } from '../../server/contact/token.ts';
import { buildTestApp, multipart } from '../helpers.ts';

/** The FORM_SECRET of testConfig() in test/helpers.ts. */
export const SECRET = 'test-secret-test-secret-test-secret-0123';
export const MAIL_TO = 'inhaber@example.de';
export const MAIL_FROM = 'kontaktformular@example.de';

interface Tap {
  teardown(fn: () => unknown): void;
}

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  headers: Map<string, string[]>;
  /** The text body, quoted-printable decoded. */
  text: string;
}

export type Relay = LocalRelay<ReceivedMail>;

/** A real SMTP relay without TLS or authentication, recording what it accepts (parsed). */
export async function startRelay(t: Tap, port = 0): Promise<Relay> {
  const relay = await startLocalRelay({ port, record: async (mail) => ({ ...mail, ...(await parseMail(mail.raw)) }) });
  t.teardown(relay.close);
  return relay;
}

/** A stored or relayed message, parsed by mailparser: raw header values (unfolded, by lower-case name) and the decoded text body. */
export async function parseMail(raw: string): Promise<{ raw: string; headers: Map<string, string[]>; text: string }> {
  const mail = await simpleParser(raw);
  const headers = new Map<string, string[]>();
  for (const { key, line } of mail.headerLines) {
    const value = line.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
    headers.set(key, [...(headers.get(key) ?? []), value]);
  }
  return { raw, headers, text: mail.text ?? '' };
}

/** RFC 2047 encoded words (as nodemailer writes them) back to text. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
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
    spam_token: issueToken(SECRET, issued),
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

/** The app with a lead-friendly rate limit and fast retries; env overrides. */
export async function leadApp(t: Tap, env: Record<string, string> = {}, delivery: { backoffBaseMs?: number; pollIntervalMs?: number } = {}) {
  return buildTestApp(t, { CONTACT_RATE_LIMIT: '1000', MAIL_FROM, ...env }, (app) => {
    app.leads.delivery.backoff.baseMs = delivery.backoffBaseMs ?? 50;
    app.leads.delivery.backoff.maxMs = 1_000;
    app.leads.delivery.pollIntervalMs = delivery.pollIntervalMs ?? 1_000;
  });
}

/** File names per Maildir state. */
export async function storeContents(dataDir: string) {
  const list = async (dir: string) => (await readdir(path.join(dataDir, dir)).catch(() => [] as string[])).filter((n) => !n.startsWith('.'));
  return {
    pending: await list('new'),
    sent: await list('cur'),
    failed: [...(await list('.Failed/new')), ...(await list('.Failed/cur'))],
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
