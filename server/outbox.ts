// `npm run outbox`: what the lead store holds, a way to put a failed or quarantined message
// back into the delivery queue, retention, and data-subject requests (export, delete). Works on
// DATA_DIR while the server runs; its delivery loop picks a re-queued message up within
// POLL_INTERVAL_MS.
import { open } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { LEAD_RETENTION_DAYS } from '../shared/content/privacy.ts';
import { loadConfigOrExit } from './config.ts';
import { POLL_INTERVAL_MS } from './contact/delivery.ts';
import { MaildirStore, type Entry, type State } from './contact/maildir.ts';
import { NonceLedger } from './contact/nonces.ts';
import { housekeeping } from './contact/retention.ts';
import { deleteById, exportByEmail, STATES } from './contact/subject-requests.ts';
/** `list` shows only the newest sent messages unless asked for `list sent`. */
const SENT_SHOWN = 20;
/** Enough of a message to read the X-Lead-* headers nodemailer writes first. */
const HEADER_BYTES = 4096;

const USAGE = `Usage: npm run outbox -- [command]

  list [pending|failed|quarantine|sent|all]   counts, then the messages (default: all but sent)
  requeue <id> [<id> ...]                     put failed or quarantined messages back into the queue
                                              (an id may be shortened to a unique prefix)
  purge                                       delete now what is past its retention: sent and failed
                                              leads after LEAD_RETENTION_DAYS, spam after 30 days,
                                              token records and tmp/ debris
  export <email>                              print as JSON every stored message from or for this
                                              address, in every folder (access request, Art. 15 DSGVO)
  delete <id> [<id> ...]                      delete a message from every folder (erasure, Art. 17 DSGVO)

The store is DATA_DIR (default ./data). Messages are Maildir files: open DATA_DIR with a mail client
to read them (with SMTP_URL set, read a copy: a client moves new/ to cur/, which the delivery
loop would take as sent).`;

export async function runOutbox(
  args: string[],
  dataDir: string,
  print: (line: string) => void = console.log,
  retentionDays = LEAD_RETENTION_DAYS,
): Promise<number> {
  const store = new MaildirStore(dataDir);
  const [command = 'list', ...rest] = args;

  if (command === 'list') {
    const which = rest[0] ?? 'default';
    if (which !== 'default' && which !== 'all' && !STATES.includes(which as State)) {
      print(USAGE);
      return 2;
    }
    const lists = Object.fromEntries(await Promise.all(STATES.map(async (s) => [s, await store.list(s)] as const))) as Record<State, Entry[]>;
    print(`Lead store ${dataDir}`);
    print(STATES.map((s) => `${s}: ${lists[s].length}`).join('   '));
    for (const state of STATES) {
      if (which !== 'all' && which !== state && !(which === 'default' && state !== 'sent')) continue;
      const entries = state === 'sent' && which !== 'sent' && which !== 'all' ? lists.sent.slice(-SENT_SHOWN) : lists[state];
      if (entries.length === 0) continue;
      print('');
      print(`${state}:`);
      for (const entry of entries) print(`  ${await describe(entry)}`);
    }
    if (which === 'default' && lists.sent.length > 0) print(`\n(${lists.sent.length} sent: npm run outbox -- list sent)`);
    return 0;
  }

  if (command === 'requeue') {
    if (rest.length === 0) {
      print(USAGE);
      return 2;
    }
    const candidates = [...(await store.list('failed')), ...(await store.list('quarantine'))];
    let status = 0;
    for (const wanted of rest) {
      const matches = candidates.filter((e) => e.id === wanted || e.id.startsWith(wanted));
      if (matches.length !== 1) {
        print(matches.length === 0 ? `${wanted}: no failed or quarantined message with this id` : `${wanted}: ambiguous, ${matches.length} messages match`);
        status = 1;
        continue;
      }
      const from = await store.requeue(matches[0]!.id);
      print(`${matches[0]!.id}: moved from ${from} back to pending`);
    }
    if (status === 0) print(`A running server delivers it within ${POLL_INTERVAL_MS / 1000} s (at once after a restart).`);
    return status;
  }

  if (command === 'purge') {
    const deleted = await housekeeping(store, new NonceLedger(store.tokens, (id) => store.has(id)), retentionDays);
    print(
      `deleted: ${deleted.sent} sent and ${deleted.failed} failed leads older than ${retentionDays} days, ` +
        `${deleted.quarantine} expired spam, ${deleted.tokens} token records, ${deleted.tmp} tmp files`,
    );
    return 0;
  }

  if (command === 'export') {
    if (rest.length !== 1 || !rest[0]!.includes('@')) {
      print(USAGE);
      return 2;
    }
    const messages = await exportByEmail(store, rest[0]!);
    print(JSON.stringify({ email: rest[0], exportedAt: new Date().toISOString(), count: messages.length, messages }, null, 2));
    return 0;
  }

  if (command === 'delete') {
    if (rest.length === 0) {
      print(USAGE);
      return 2;
    }
    let status = 0;
    for (const wanted of rest) {
      const result = await deleteById(store, wanted);
      if ('error' in result) {
        print(result.error === 'not-found' ? `${wanted}: no message with this id` : `${wanted}: ambiguous, ${result.matches} messages match`);
        status = 1;
        continue;
      }
      for (const entry of result.deleted) print(`${entry.id}: deleted from ${entry.state}`);
    }
    return status;
  }

  print(USAGE);
  return command === 'help' || command === '--help' || command === '-h' ? 0 : 2;
}

/** One line per message: id, when it was stored, topic, and why it was held for spam. */
async function describe(entry: Entry): Promise<string> {
  const headers = await readHeaders(entry.file);
  const spam = headers.get('x-lead-spam');
  return [entry.id, new Date(entry.mtimeMs).toISOString(), headers.get('x-lead-topic') ?? '?', spam ? `spam: ${spam}` : '']
    .filter(Boolean)
    .join('  ');
}

async function readHeaders(file: string): Promise<Map<string, string>> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEADER_BYTES), 0, HEADER_BYTES, 0);
    const text = buffer.subarray(0, bytesRead).toString('utf8');
    const head = text.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    const headers = new Map<string, string>();
    for (const line of head.split(/\r?\n/)) {
      const colon = line.indexOf(':');
      if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
    }
    return headers;
  } finally {
    await handle.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const config = loadConfigOrExit();
  process.exitCode = await runOutbox(process.argv.slice(2), config.dataDir, console.log, config.leadRetentionDays);
}
