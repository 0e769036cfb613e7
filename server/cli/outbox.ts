// `npm run outbox`: the lead store (each pending lead with its last error), one lead, requeue,
// retention, data-subject requests (export, erase, delete) and a test mail. Works on DATA_DIR while
// the server runs; its delivery loop picks a re-queued message up within POLL_INTERVAL_MS.
import { LEAD_RETENTION_DAYS } from '../../shared/content/privacy.ts';
import type { Config } from '../config.ts';
import { loadConfigOrExit } from '../settings.ts';
import { commandLine } from './args.ts';
import { POLL_INTERVAL_MS } from '../contact/delivery.ts';
import { MaildirStore, STATES, type DeliveryError, type State } from '../contact/maildir.ts';
import { NonceLedger } from '../contact/nonces.ts';
import { housekeeping } from '../contact/retention.ts';
import { sendTestMail } from '../contact/smtp.ts';
import { inventory, leadLine, openLead, requeueLead, strays, type LeadLine } from '../contact/operations.ts';
import { deleteById, eraseBy, exportBy, subjectOf, upcomingCalls, type NotFound, type VisitorData } from '../contact/subject-requests.ts';
import { printable } from '../../shared/contact-rules.ts';
import { plural } from '../../shared/format.ts';
import { calendarOf } from '../booking/calendar.ts';
import { BookingStore, eraseBookings, whenOf, type BookingRecord } from '../booking/store.ts';

const USAGE = `Usage: npm run outbox -- <command>

  list [pending|quarantine|sent|all]   counts, then the messages (default: all but sent); a pending
                                       lead with its last delivery error; entries that are no lead
  show <id>                            one message, decoded: headers and text (and the last error)
  requeue <id> [<id> ...]              send a quarantined or sent message (again); one out of the
                                       quarantine is released: its spam verdict is dropped
  purge                                delete now what is past its retention: sent leads after
                                       LEAD_RETENTION_DAYS, spam after 30 days, token records and
                                       tmp/ debris (pending leads are never deleted)
  export <email|phone>                 print as JSON every stored message from, for or naming this
                                       address or number, in every folder, and its bookings (access
                                       request, Art. 15 DSGVO); "040 2380 6150" is "+49 40 23806150"
  erase <email|phone>                  delete all of it: the messages from every folder, the bookings
                                       and their events in the owner's calendar (erasure, Art. 17
                                       DSGVO); says what it deleted. Refused while a call is booked
                                       ahead: erase on /intern/anfragen, which cancels it first
  delete <id> [<id> ...]               delete one message from every folder
  test-mail                            send a test mail through SMTP_URL from MAIL_FROM to MAIL_TO
                                       and print the relay's answer

An id may be shortened to a unique prefix. The store is DATA_DIR (default ./data): Maildir files
a mail client can open too (with SMTP_URL set, open a copy: a client moves new/ to cur/, which the
delivery loop would take as sent).`;

export type OutboxConfig = Pick<Config, 'dataDir'> &
  Partial<Pick<Config, 'leadRetentionDays' | 'smtpUrl' | 'mailFrom' | 'mailTo' | 'calendarUrl' | 'calendarUser' | 'calendarPassword'>>;

/**
 * The visitor's data as the CLI reaches it: the lead store, the bookings on disk and CALENDAR_URL
 * for their events. Not the running server's desk: a call still ahead is cancelled there alone (under
 * its lock, with its link secret and mails), so `erase` refuses one instead of deleting it unannounced.
 */
async function visitorData(leads: MaildirStore, config: OutboxConfig): Promise<VisitorData<BookingRecord>> {
  const bookings = new BookingStore(config.dataDir);
  await bookings.load();
  const calendar = calendarOf(config);
  return { leads, bookings: { list: () => bookings.all(), erase: (which) => eraseBookings(bookings, calendar, which) } };
}
type Print = (line: string) => void;

/** What is wrong with a command line, or null. */
function misuse(command: string, rest: string[]): string | null {
  const count = (n: number) => (rest.length === n ? null : `"${command}" takes ${n === 0 ? 'no argument' : 'one argument'}`);
  switch (command) {
    case 'list':
      if (rest.length > 1) return '"list" takes one state at most';
      return rest.length === 0 || rest[0] === 'all' || STATES.includes(rest[0] as State) ? null : `unknown state "${rest[0]}"`;
    case 'show':
    case 'test-mail':
    case 'purge':
      return count(command === 'show' ? 1 : 0);
    case 'export':
    case 'erase':
      return count(1) ?? (subjectOf(rest[0]!) ? null : `"${rest[0]}" is neither an e-mail address nor a phone number`);
    case 'requeue':
    case 'delete':
      return rest.length > 0 ? null : `"${command}" needs at least one id`;
    default:
      return `unknown command "${command}"`;
  }
}

export async function runOutbox(args: string[], config: OutboxConfig, write: Print = console.log): Promise<number> {
  // Names, subjects and messages come from visitors (and spam): nothing reaches the terminal raw.
  const print = (line: string) => write(printable(line));
  const { parse, refuse } = commandLine(USAGE, print);
  const parsed = parse(args, {});
  if (typeof parsed === 'number') return parsed;
  const [command = 'list', ...rest] = parsed.positionals;
  const problem = misuse(command, rest);
  if (problem) return refuse(problem);
  const store = new MaildirStore(config.dataDir);
  switch (command) {
    case 'list':
      return list(store, rest[0] ?? 'default', print);
    case 'show':
      return show(store, rest[0]!, print);
    case 'purge': {
      const days = config.leadRetentionDays ?? LEAD_RETENTION_DAYS;
      const deleted = await housekeeping(store, new NonceLedger(store.tokens, (id) => store.has(id)), days);
      print(
        `deleted: ${plural(deleted.sent, 'sent lead', 'sent leads')} older than ${plural(days, 'day', 'days')}, ${deleted.quarantine} expired spam, ${plural(deleted.tokens, 'token record', 'token records')}, ${plural(deleted.tmp, 'tmp file', 'tmp files')}`,
      );
      return 0;
    }
    case 'export': {
      const subject = subjectOf(rest[0]!)!;
      const found = await exportBy(await visitorData(store, config), subject);
      print(JSON.stringify({ ...subject, exportedAt: new Date().toISOString(), ...found }, null, 2));
      return 0;
    }
    case 'erase': {
      const [visitor, subject] = [await visitorData(store, config), subjectOf(rest[0]!)!];
      const [call] = upcomingCalls(visitor, subject);
      if (call) {
        print(`nothing erased: ${rest[0]} has a call booked for ${when(call)}. Erase on /intern/anfragen: the server cancels it first`);
        print('and tells the visitor and you; this tool cannot (or cancel it on /intern/termine, then erase here).');
        return 1;
      }
      const { messages, bookings } = await eraseBy(visitor, subject);
      for (const entry of messages) print(`${entry.id}: deleted from ${entry.state}`);
      for (const record of bookings)
        print(`booking ${record.id}: deleted${record.calendarName ? ', its event removed from the calendar' : ''}`);
      print(`erased ${plural(messages.length, 'message', 'messages')} and ${plural(bookings.length, 'booking', 'bookings')}`);
      return 0;
    }
    case 'requeue':
    case 'delete':
      return requeueOrDelete(command, store, rest, print);
    default:
      return testMail(config, print);
  }
}

async function list(store: MaildirStore, which: string, print: Print): Promise<number> {
  const { lists, errors } = await inventory(store);
  print(`Lead store ${store.root}`);
  print(STATES.map((s) => `${s}: ${lists[s].length}`).join('   '));
  for (const state of STATES) {
    if (lists[state].length === 0 || (which !== 'all' && which !== state && !(which === 'default' && state !== 'sent'))) continue;
    print(`\n${state}:`);
    for (const entry of lists[state]) {
      const line = await leadLine(entry, errors);
      print(`  ${describe(line)}`);
      if (line.error) print(`    ${lastError(line.error)}`);
    }
  }
  if (which === 'default' && lists.sent.length > 0) print(`\n(${lists.sent.length} sent: npm run outbox -- list sent)`);
  const found = await strays(store);
  if (found.length > 0) print(`\nnot leads (skipped; move them out of DATA_DIR):\n${found.map((file) => `  ${file}`).join('\n')}`);
  await listBookings(store.root, print);
  return 0;
}

/** The booked calls (DATA_DIR/bookings), the upcoming first: slot, status, who, and the lead they came with. */
async function listBookings(dataDir: string, print: Print) {
  const records = await new BookingStore(dataDir).load().catch(() => []);
  if (records.length === 0) return;
  print(`\nbookings: ${records.filter((record) => record.status === 'booked').length} booked, ${records.length} in all`);
  for (const record of records.sort((a, b) => a.start.localeCompare(b.start))) {
    print(`  ${when(record)}  ${record.status}  ${record.name} <${record.email}>  ${record.topic}  lead ${record.leadId}`);
  }
}

const when = (record: BookingRecord) => whenOf(record).replace(/\u00a0/g, ' ');
const lastError = (error: DeliveryError) => `last error (${plural(error.attempts, 'attempt', 'attempts')}, ${error.at}): ${error.error}`;

async function show(store: MaildirStore, wanted: string, print: Print): Promise<number> {
  const found = await openLead(store, wanted);
  if (!('entry' in found)) return (print('matches' in found ? notFound(wanted, found) : `${wanted}: moved meanwhile, try again`), 1);
  const { entry, message, lastError: error } = found;
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

const notFound = (wanted: string, match: NotFound) =>
  match.error === 'not-found' ? `${wanted}: no message with this id` : `${wanted}: ambiguous, ${match.matches} messages match`;

/** `requeue` or `delete` each of the ids; exit code 1 when one names no message (or several). */
async function requeueOrDelete(command: 'requeue' | 'delete', store: MaildirStore, wanted: string[], print: Print): Promise<number> {
  let status = 0;
  for (const one of wanted) {
    const result = command === 'requeue' ? await requeueLead(store, one) : await deleteById(store, one);
    if ('error' in result) {
      const none = command === 'requeue' && result.error === 'not-found';
      print(none ? `${one}: no quarantined or sent message with this id` : notFound(one, result));
      status = 1;
    } else if ('deleted' in result) for (const entry of result.deleted) print(`${entry.id}: deleted from ${entry.state}`);
    else
      print(
        `${result.id}: moved from ${result.from} back to pending${result.from === 'quarantine' ? ' (released: no longer marked as spam)' : ''}`,
      );
  }
  if (status === 0 && command === 'requeue')
    print(`A running server delivers it within ${POLL_INTERVAL_MS / 1000} s (at once after a restart).`);
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
function describe(line: LeadLine): string {
  if (line.problem) return `${line.id}  (${line.problem})`;
  return [line.id, line.storedAt, line.topic ?? '?', line.booking ? `booking: ${line.booking}` : '', line.spam ? `spam: ${line.spam}` : '']
    .filter(Boolean)
    .join('  ');
}

if (process.argv[1] === import.meta.filename) {
  process.exitCode = await runOutbox(process.argv.slice(2), loadConfigOrExit());
}
