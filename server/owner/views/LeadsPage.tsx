// /intern/anfragen: the visitors' requests by state, the site's own mails still waiting, and the
// data-subject requests by address or phone number.
import { useSite } from '../../../shared/components/site-context.ts';
import { topicLabel, isTopic } from '../../../shared/contact.ts';
import type { Topic } from '../../../shared/contact.ts';
import type { LeadLine } from '../../contact/operations.ts';
import type { State } from '../../contact/maildir.ts';
import { printable } from '../../../shared/contact-rules.ts';
import { count } from '../../../shared/format.ts';
import type { StatusLine } from '../status.ts';
import { OWNER_PATHS } from '../paths.ts';
import { hintOf, verdictText } from '../wording.ts';
import { OwnerLayout } from './OwnerLayout.tsx';
import { Submit } from './parts.tsx';
import { berlinTime } from '../../../shared/clock.ts';
import { whenOf, type BookingRecord } from '../../booking/store.ts';

export const leadPath = (id: string) => `${OWNER_PATHS.leads}/${encodeURIComponent(id)}`;
/** A lead's topic as the site names it now (`topics`: the published Site's), or as stored. */
export const topicName = (topic: string | null, topics: readonly Topic[]) =>
  topic === null ? 'ohne Anliegen' : isTopic(topic, topics) ? topicLabel(topic, topics) : printable(topic);

/**
 * A lead's call as it is now (`record`, found by its leadId): moved or cancelled since; else (no
 * record: erased, past its retention) the time the lead's mail was written with; null without a call.
 */
export function callState(record: BookingRecord | undefined, written: string | null): string | null {
  if (!record) return written;
  const label = whenOf(record);
  return record.status === 'cancelled' ? `abgesagt (${label})` : record.sequence > 0 ? `verschoben auf ${label}` : label;
}

/** The site's own mails by kind, as a list line names them. */
export const OWN_MAILS = {
  confirmation: 'Termin-E-Mail an',
  note: 'Terminnachricht an dich',
  digest: 'Wochenbericht an dich',
} as const;

const SECTIONS = [
  { state: 'pending', title: 'Warten auf Zustellung', none: 'Keine: alles ist zugestellt.' },
  { state: 'quarantine', title: 'Als Spam zurückgehalten', none: 'Keine.' },
  { state: 'sent', title: 'Zugestellt', none: 'Noch keine.' },
] as const;

/** The most requests a section lists (the newest). */
const LIST_MAX = 50;

/** The bookings by the lead they came with. */
type Calls = ReadonlyMap<string, BookingRecord>;

function Item({ line, calls }: { line: LeadLine; calls: Calls }) {
  const booking = callState(calls.get(line.id), line.booking);
  const { topics } = useSite();
  const who = line.own ? `${OWN_MAILS[line.own]}${line.own === 'confirmation' ? ` ${line.recipient ?? ''}` : ''}` : line.sender;
  return (
    <li className="owner-lead">
      <a href={leadPath(line.id)}>{printable(who ?? line.subject ?? line.id)}</a>
      <span className="owner-muted">{` ${berlinTime(line.receivedAt)}${line.own ? '' : ` · ${topicName(line.topic, topics)}`}`}</span>
      {booking ? <span className="owner-lead__note">{`Termin: ${booking}`}</span> : null}
      {line.spam ? <span className="owner-lead__note">{`Spam, weil ${verdictText(line.spam)}`}</span> : null}
      {line.error ? (
        <span className="owner-lead__note">
          {`${count(line.error.attempts, 'Versuch', 'Versuche')}, zuletzt ${berlinTime(line.error.at)}: ${hintOf(line.error.error)}`}
        </span>
      ) : null}
      {line.problem ? <span className="owner-lead__note">{`Nicht lesbar: ${line.problem}`}</span> : null}
    </li>
  );
}

function Lines({ lines, calls }: { lines: LeadLine[]; calls: Calls }) {
  return (
    <ul className="owner-leads">
      {lines.map((line) => (
        <Item key={`${line.state}-${line.id}`} line={line} calls={calls} />
      ))}
    </ul>
  );
}

/** Every message per state, newest first; the page tells the visitors' requests from the site's own mails. */
export type LeadLists = Record<State, LeadLine[]>;

export function LeadsPage({ lines, calls, status }: { lines: LeadLists; calls: Calls; status: StatusLine | null }) {
  const own = { pending: lines.pending.filter((line) => line.own), sent: lines.sent.filter((line) => line.own).length };
  return (
    <OwnerLayout title="Anfragen" current={OWNER_PATHS.leads} status={status}>
      {SECTIONS.map(({ state, title, none }) => {
        const requests = lines[state].filter((line) => !line.own);
        const shown = requests.slice(0, LIST_MAX);
        return (
          <section key={state} aria-labelledby={`leads-${state}`} className="owner-card">
            <h2 id={`leads-${state}`}>{`${title} (${requests.length})`}</h2>
            {shown.length === 0 ? <p className="owner-muted">{none}</p> : <Lines lines={shown} calls={calls} />}
            {requests.length > shown.length ? (
              <p className="owner-muted">{`Die neuesten ${shown.length} von ${requests.length}.`}</p>
            ) : null}
          </section>
        );
      })}
      <section aria-labelledby="leads-own" className="owner-card">
        <h2 id="leads-own">E-Mails der Website</h2>
        <p className="owner-muted">{`Termin-E-Mails an Besucher (Bestätigung, Erinnerung, Änderung), Terminnachrichten und Wochenberichte an dich: ${count(own.sent, 'zugestellt', 'zugestellt')}${own.pending.length ? `, ${own.pending.length} warten` : ''}.`}</p>
        {own.pending.length ? <Lines lines={own.pending} calls={calls} /> : null}
      </section>
      <section aria-labelledby="dsgvo" className="owner-card">
        <h2 id="dsgvo">Auskunft und Löschung (DSGVO)</h2>
        <p>
          Alles, was zu einer E-Mail-Adresse oder Telefonnummer gespeichert ist – Nachrichten, Rückrufbitten und gebuchte Termine: als Datei
          herunterladen oder löschen. Eine Nummer gilt in jeder Schreibweise („040 2380 6150“ ist „+49 40 23806150“).
        </p>
        <form method="post" action={`${OWNER_PATHS.leads}/auskunft`} className="owner-form">
          <label htmlFor="dsgvo-kontakt">E-Mail-Adresse oder Telefonnummer</label>
          <input id="dsgvo-kontakt" name="kontakt" type="text" required autoComplete="off" spellCheck={false} />
          <div className="owner-actions">
            <Submit name="was" value="export" kind="primary" label="Exportieren (JSON)" />
            <Submit name="was" value="loeschen" kind="danger-quiet" label="Löschen …" />
          </div>
        </form>
      </section>
    </OwnerLayout>
  );
}
