// The owner's operations on the lead store, one implementation for `npm run outbox` and the owner's pages (/intern):
// what each state holds, one lead decoded, put back for delivery, and delivery's state for the owner.
import path from 'node:path';
import { slotLabel } from '../../shared/clock.ts';
import { direntsOrEmpty } from './maildir-files.ts';
import { STATES, type DeliveryError, type Entry, type MaildirStore, type State } from './maildir.ts';
import { allEntries, readMessage, resolveId, type NotFound } from './subject-requests.ts';

export type LeadLine = Awaited<ReturnType<typeof leadLine>>;

/** Every message by state, oldest first, and the pending leads' last delivery errors. */
export async function inventory(store: MaildirStore) {
  const lists = Object.fromEntries(await Promise.all(STATES.map(async (s) => [s, await store.list(s)] as const))) as Record<State, Entry[]>;
  return { lists, errors: await store.deliveryErrors() };
}

export type DeliveryHealth = Awaited<ReturnType<typeof deliveryHealth>>;

/** The store's delivery state; `since`: where „quarantined“ starts counting (the digest's week, the last 7 days). */
export async function deliveryHealth(store: MaildirStore, enabled: boolean, since: number) {
  const { lists, errors } = await inventory(store);
  const pendingErrors = lists.pending.map((entry) => errorOf(entry, errors)).filter((e): e is DeliveryError => e !== null);
  const newest = pendingErrors.sort((a, b) => b.at.localeCompare(a.at))[0];
  return {
    /** A relay is configured (SMTP_URL). */
    enabled,
    pending: lists.pending.length,
    /** When the oldest pending message was stored (ms). */
    oldestPendingAt: lists.pending[0]?.mtimeMs ?? null,
    /** Pending messages whose last attempt the relay refused (a 5xx). */
    refused: pendingErrors.filter((e) => e.error.startsWith('the relay refused')).length,
    lastError: newest?.error ?? null,
    quarantined: lists.quarantine.filter((entry) => entry.mtimeMs >= since).length,
  };
}

const errorOf = (entry: Entry, errors: Record<string, DeliveryError>) =>
  (entry.state === 'pending' ? errors[path.basename(entry.file)] : undefined) ?? null;

/** One lead as a list shows it: never throws for one message that cannot be read (`problem` says why). */
export async function leadLine(entry: Entry, errors: Record<string, DeliveryError>) {
  const storedAt = new Date(entry.mtimeMs).toISOString();
  // Called inside the try: a line that cannot be made of a message (a bad booking time) is one without it.
  const line = (message: OpenedLead['message'] | null, problem: string | null) => {
    const booking = message?.lead['x-lead-booking'];
    return {
      id: entry.id,
      state: entry.state,
      /** The file's mtime: a release stores it anew. */
      storedAt,
      receivedAt: message?.date ?? storedAt,
      topic: message?.lead['x-lead-topic'] ?? null,
      spam: message?.lead['x-lead-spam'] ?? null,
      booking: booking ? slotLabel(Date.parse(booking)) : null,
      /** Reply-To as written; none for the site's own mail. */
      sender: message?.replyTo[0] ?? null,
      subject: message?.subject ?? null,
      error: errorOf(entry, errors),
      problem,
      recipient: message?.to[0] ?? null,
      own: message?.own ?? null,
    };
  };
  try {
    const message = await readMessage(entry);
    return line(message, message ? null : 'moved meanwhile');
  } catch (error) {
    return line(null, `unreadable: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
}

/** Entries in the store's folders that are no message (a directory, a link), relative to DATA_DIR. */
export async function strays(store: MaildirStore): Promise<string[]> {
  const found: string[] = [];
  for (const dir of STATES.flatMap((state) => store.dirs(state))) {
    for (const entry of await direntsOrEmpty(dir)) {
      if (!entry.name.startsWith('.') && !entry.isFile()) found.push(path.relative(store.root, path.join(dir, entry.name)));
    }
  }
  return found;
}

export interface OpenedLead {
  entry: Entry;
  message: NonNullable<Awaited<ReturnType<typeof readMessage>>>;
  lastError: DeliveryError | null;
}

/** One message decoded; `moved` when it left its folder while being read. */
export async function openLead(store: MaildirStore, wanted: string): Promise<OpenedLead | NotFound | { error: 'moved' }> {
  const entries = await allEntries(store);
  const match = resolveId(entries, wanted);
  if ('error' in match) return match;
  const errors = await store.deliveryErrors();
  for (const entry of entries.filter((e) => e.id === match.id)) {
    const message = await readMessage(entry);
    if (message) return { entry, message, lastError: errorOf(entry, errors) };
  }
  return { error: 'moved' };
}

/** MaildirStore.requeue by id or prefix; `only`: the state it must be in (the page's „Freigeben“ releases, never resends). */
export async function requeueLead(store: MaildirStore, wanted: string, only?: 'quarantine' | 'sent') {
  const candidates = only ? await store.list(only) : [...(await store.list('quarantine')), ...(await store.list('sent'))];
  const match = resolveId(candidates, wanted);
  if ('error' in match) return match;
  const from = await store.requeue(match.id);
  return from ? { id: match.id, from } : ({ error: 'not-found', matches: 0 } satisfies NotFound);
}
