// `npm run outbox`: what the lead store holds (with each pending lead's last delivery error), one
// lead to read, a way to put a lead back into the delivery queue, retention, data-subject
// requests (export, delete) and a test mail through the configured relay. Works on DATA_DIR
// while the server runs; its delivery loop picks a re-queued message up within POLL_INTERVAL_MS.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { LEAD_RETENTION_DAYS } from '../../shared/content/privacy.ts';
import { loadConfigOrExit, type Config } from '../config.ts';
import { POLL_INTERVAL_MS } from '../contact/delivery.ts';
import { direntsOrEmpty } from '../contact/maildir-files.ts';
import { MaildirStore, STATES, type DeliveryError, type Entry, type State } from '../contact/maildir.ts';
import { NonceLedger } from '../contact/nonces.ts';
import { housekeeping } from '../contact/retention.ts';
import { sendTestMail } from '../contact/smtp.ts';
import { slotLabel } from '../../shared/booking.ts';
import { bookableHours } from '../../shared/content/booking.ts';
import { BookingStore } from '../booking/store.ts';
import { allEntries, deleteById, exportByEmail, readMessage, resolveId } from '../contact/subject-requests.ts';

const USAGE = `Usage: npm run outbox -- <command>

  list [pending|quarantine|sent|all]   counts, then the messages (default: all but sent); a pending
                                       lead with its last delivery error; entries that are no lead
  show <id>                            one message, decoded: headers and text (and the last error)
  requeue <id> [<id> ...]              send a quarantined or sent message (again)
  purge                                delete now what is past its retention: sent leads after
                                       LEAD_RETENTION_DAYS, spam after 30 days, token records and
                                       tmp/ debris (pending leads are never deleted)
  export <email>                       print as JSON every stored message from or for this address,
                                       in every folder (access request, Art. 15 DSGVO)
  delete <id> [<id> ...]               delete a message from every folder (erasure, Art. 17 DSGVO)
  test-mail                            send a test mail through SMTP_URL from MAIL_FROM to MAIL_TO
                                       and print the relay's answer

An id may be shortened to a unique prefix. The store is DATA_DIR (default ./data): Maildir files
a mail client can open too (with SMTP_URL set, open a copy: a client moves new/ to cur/, which the
delivery loop would take as sent).`;

export type OutboxConfig = Pick<Config, 'dataDir'> & Partial<Pick<Config, 'leadRetentionDays' | 'smtpUrl' | 'mailFrom' | 'mailTo'>>;
type Print = (line: string) => void;

/** Control characters (but line breaks and tabs) and bidirectional overrides: a visitor's text must not act on the owner's terminal. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Text for a terminal: CRLF as a line break, every other control character shown as its \uXXXX escape (valid inside JSON too). */
export function printable(text: string): string {
  return text.replace(/\r\n/g, '\n').replace(CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export async function runOutbox(args: string[], config: OutboxConfig, write: Print = console.log): Promise<number> {
  // Names, subjects and messages come from visitors (and spam): nothing reaches the terminal raw.
  const print = (line: string) => write(printable(line));
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    print(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const [command = 'list', ...rest] = parsed.positionals;
  const store = new MaildirStore(config.dataDir);
  const usage = (status: number) => (print(USAGE), status);
  if (parsed.values.help || command === 'help') return usage(0);
  const one = rest[0]!;
  switch (command) {
    case 'list':
      return rest.length > 1 || (rest.length === 1 && one !== 'all' && !STATES.includes(one as State))
        ? usage(2)
        : list(store, rest[0] ?? 'default', print);
    case 'show':
      return rest.length === 1 ? show(store, one, print) : usage(2);
    case 'requeue':
      return rest.length > 0 ? requeue(store, rest, print) : usage(2);
    case 'purge': {
      const days = config.leadRetentionDays ?? LEAD_RETENTION_DAYS;
      const deleted = await housekeeping(store, new NonceLedger(store.tokens, (id) => store.has(id)), days);
      print(
        `deleted: ${deleted.sent} sent leads older than ${days} days, ${deleted.quarantine} expired spam, ${deleted.tokens} token records, ${deleted.tmp} tmp files`,
      );
      return 0;
    }
    case 'export': {
      if (rest.length !== 1 || !one.includes('@')) return usage(2);
      const messages = await exportByEmail(store, one);
      print(JSON.stringify({ email: one, exportedAt: new Date().toISOString(), count: messages.length, messages }, null, 2));
      return 0;
    }
    case 'delete':
      return rest.length > 0 ? remove(store, rest, print) : usage(2);
    case 'test-mail':
      return rest.length === 0 ? testMail(config, print) : usage(2);
    default:
      return usage(2);
  }
}

async function list(store: MaildirStore, which: string, print: Print): Promise<number> {
  const lists = Object.fromEntries(await Promise.all(STATES.map(async (s) => [s, await store.list(s)] as const))) as Record<State, Entry[]>;
  const errors = await store.deliveryErrors();
  print(`Lead store ${store.root}`);
  print(STATES.map((s) => `${s}: ${lists[s].length}`).join('   '));
  for (const state of STATES) {
    if (which !== 'all' && which !== state && !(which === 'default' && state !== 'sent')) continue;
    if (lists[state].length === 0) continue;
    print(`\n${state}:`);
    for (const entry of lists[state]) {
      print(`  ${await describe(entry)}`);
      const error = state === 'pending' ? errors[path.basename(entry.file)] : undefined;
      if (error) print(`    ${lastError(error)}`);
    }
  }
  if (which === 'default' && lists.sent.length > 0) print(`\n(${lists.sent.length} sent: npm run outbox -- list sent)`);
  const strays: string[] = [];
  for (const dir of STATES.flatMap((state) => store.dirs(state))) {
    for (const entry of await direntsOrEmpty(dir)) {
      if (!entry.name.startsWith('.') && !entry.isFile()) strays.push(path.relative(store.root, path.join(dir, entry.name)));
    }
  }
  if (strays.length > 0) print(`\nnot leads (skipped; move them out of DATA_DIR):\n${strays.map((file) => `  ${file}`).join('\n')}`);
  await listBookings(store.root, print);
  return 0;
}

/** The booked calls (DATA_DIR/bookings), the upcoming first: slot, status, who, and the lead they came with. */
async function listBookings(dataDir: string, print: Print) {
  const records = await new BookingStore(dataDir).load().catch(() => []);
  if (records.length === 0) return;
  print(`\nbookings: ${records.filter((record) => record.status === 'booked').length} booked, ${records.length} in all`);
  for (const record of records.sort((a, b) => a.start.localeCompare(b.start))) {
    const label = slotLabel(Date.parse(record.start), bookableHours.timeZone).replace(/\u00a0/g, ' ');
    print(`  ${label}  ${record.status}  ${record.name} <${record.email}>  ${record.topic}  lead ${record.leadId}`);
  }
}

const lastError = (error: DeliveryError) => `last error (${error.attempts} attempts, ${error.at}): ${error.error}`;

async function show(store: MaildirStore, wanted: string, print: Print): Promise<number> {
  const entries = await allEntries(store);
  const match = resolveId(entries, wanted);
  if ('error' in match) return (print(notFound(wanted, match)), 1);
  const errors = await store.deliveryErrors();
  for (const entry of entries.filter((e) => e.id === match.id)) {
    const message = await readMessage(entry);
    if (!message) continue;
    const error = entry.state === 'pending' ? errors[path.basename(entry.file)] : undefined;
    const lines: Array<[string, string | null | undefined]> = [
      ['Id', message.id],
      ['State', `${message.state} (${entry.file})`],
      ['Error', error && lastError(error)],
      ['Stored', message.storedAt],
      ['Date', message.date],
      ['From', message.from.join(', ')],
      ['To', message.to.join(', ')],
      ['Reply-To', message.replyTo.join(', ')],
      ['Subject', message.subject],
      ['Topic', message.lead['x-lead-topic']],
      ['Spam', message.lead['x-lead-spam']],
    ];
    for (const [label, value] of lines) if (value) print(`${`${label}:`.padEnd(10)}${value}`);
    print(`\n${message.text}`);
    return 0;
  }
  print(`${wanted}: moved meanwhile, try again`);
  return 1;
}

const notFound = (wanted: string, match: { error: 'not-found' | 'ambiguous'; matches: number }) =>
  match.error === 'not-found' ? `${wanted}: no message with this id` : `${wanted}: ambiguous, ${match.matches} messages match`;

async function requeue(store: MaildirStore, wanted: string[], print: Print): Promise<number> {
  const candidates = [...(await store.list('quarantine')), ...(await store.list('sent'))];
  let status = 0;
  for (const one of wanted) {
    const match = resolveId(candidates, one);
    if ('error' in match) {
      print(match.error === 'not-found' ? `${one}: no quarantined or sent message with this id` : notFound(one, match));
      status = 1;
    } else print(`${match.id}: moved from ${await store.requeue(match.id)} back to pending`);
  }
  if (status === 0) print(`A running server delivers it within ${POLL_INTERVAL_MS / 1000} s (at once after a restart).`);
  return status;
}

async function remove(store: MaildirStore, wanted: string[], print: Print): Promise<number> {
  let status = 0;
  for (const one of wanted) {
    const result = await deleteById(store, one);
    if ('error' in result) {
      print(notFound(one, result));
      status = 1;
    } else for (const entry of result.deleted) print(`${entry.id}: deleted from ${entry.state}`);
  }
  return status;
}

/** Sends a test mail the way the delivery loop sends a lead (SMTP_URL, MAIL_FROM, MAIL_TO). */
async function testMail(config: OutboxConfig, print: Print): Promise<number> {
  if (!config.smtpUrl || !config.mailFrom) {
    print('SMTP_URL is not set: leads stay in DATA_DIR. Set SMTP_URL (and MAIL_TO, MAIL_FROM) to deliver them.');
    return 1;
  }
  const { ok, line } = await sendTestMail(config.smtpUrl, config.mailFrom, config.mailTo ?? config.mailFrom);
  print(line);
  return ok ? 0 : 1;
}

/** One line per message: id, when it was stored, topic, and why it was held for spam. */
async function describe(entry: Entry): Promise<string> {
  const message = await readMessage(entry).catch((error: NodeJS.ErrnoException) => `unreadable: ${error.code ?? String(error)}`);
  if (typeof message === 'string' || !message) return `${entry.id}  (${message ?? 'moved meanwhile'})`;
  const spam = message.lead['x-lead-spam'];
  const booking = message.lead['x-lead-booking'];
  const slot = booking ? `booking: ${slotLabel(Date.parse(booking), bookableHours.timeZone)}` : '';
  return [entry.id, message.storedAt, message.lead['x-lead-topic'] ?? '?', slot, spam ? `spam: ${spam}` : ''].filter(Boolean).join('  ');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runOutbox(process.argv.slice(2), loadConfigOrExit());
}
