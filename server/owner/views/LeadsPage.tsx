// /intern/anfragen: the leads by state (waiting with the relay's last answer, held as spam with
// the verdict, delivered), each a link to the lead; and the data-subject requests by address.
import { topicLabel, isTopic } from '../../../shared/contact.ts';
import { hintOf } from '../../contact/delivery-signal.ts';
import type { LeadLine } from '../../contact/outbox.ts';
import { printable } from '../../contact/outbox.ts';
import type { StatusLine } from '../../routes/owner/status.ts';
import { OWNER_PATHS } from '../paths.ts';
import { OwnerLayout } from './OwnerLayout.tsx';
import { berlinTime, Status } from './parts.tsx';

export const leadPath = (id: string) => `${OWNER_PATHS.leads}/${encodeURIComponent(id)}`;
export const topicName = (topic: string | null) =>
  topic === null ? 'ohne Anliegen' : isTopic(topic) ? topicLabel(topic) : printable(topic);

const SECTIONS = [
  { state: 'pending', title: 'Warten auf Zustellung', none: 'Keine: alles ist zugestellt.' },
  { state: 'quarantine', title: 'Als Spam zurückgehalten', none: 'Keine.' },
  { state: 'sent', title: 'Zugestellt', none: 'Noch keine.' },
] as const;

function Item({ line }: { line: LeadLine }) {
  return (
    <li className="owner-lead">
      <a href={leadPath(line.id)}>{printable(line.sender ?? line.subject ?? line.id)}</a>
      <span className="owner-muted">{` ${berlinTime(line.receivedAt)} · ${topicName(line.topic)}`}</span>
      {line.spam ? <span className="owner-lead__note">{`Spam-Urteil: ${printable(line.spam)}`}</span> : null}
      {line.error ? (
        <span className="owner-lead__note">
          {`${line.error.attempts} Versuche, zuletzt ${berlinTime(line.error.at)}: ${hintOf(line.error.error)}`}
        </span>
      ) : null}
      {line.problem ? <span className="owner-lead__note">{`Nicht lesbar: ${line.problem}`}</span> : null}
    </li>
  );
}

export interface LeadsProps {
  lists: Record<'pending' | 'quarantine' | 'sent', LeadLine[]>;
  counts: Record<'pending' | 'quarantine' | 'sent', number>;
  status: StatusLine | null;
}

export function LeadsPage({ lists, counts, status }: LeadsProps) {
  return (
    <OwnerLayout title="Anfragen" current={OWNER_PATHS.leads}>
      <Status status={status} />
      {SECTIONS.map(({ state, title, none }) => (
        <section key={state} aria-labelledby={`leads-${state}`} className="owner-card">
          <h2 id={`leads-${state}`}>{`${title} (${counts[state]})`}</h2>
          {lists[state].length === 0 ? (
            <p className="owner-muted">{none}</p>
          ) : (
            <ul className="owner-leads">
              {lists[state].map((line) => (
                <Item key={`${line.state}-${line.id}`} line={line} />
              ))}
            </ul>
          )}
          {counts[state] > lists[state].length ? (
            <p className="owner-muted">{`Die neuesten ${lists[state].length} von ${counts[state]}.`}</p>
          ) : null}
        </section>
      ))}
      <section aria-labelledby="dsgvo" className="owner-card">
        <h2 id="dsgvo">Auskunft und Löschung (DSGVO)</h2>
        <p>Alles, was zu einer E-Mail-Adresse gespeichert ist: als Datei herunterladen oder löschen.</p>
        <form method="post" action={`${OWNER_PATHS.leads}/auskunft`} className="owner-form">
          <label htmlFor="dsgvo-email">E-Mail-Adresse</label>
          <input id="dsgvo-email" name="email" type="email" required autoComplete="off" inputMode="email" />
          <div className="owner-actions">
            <button type="submit" name="was" value="export" className="owner-button">
              Exportieren (JSON)
            </button>
            <button type="submit" name="was" value="loeschen" className="owner-button owner-button--secondary">
              Löschen …
            </button>
          </div>
        </form>
      </section>
    </OwnerLayout>
  );
}

/** The confirmation step of an erasure: what would go, and the button that does it. */
export function ErasePage({ email, count }: { email: string; count: number }) {
  return (
    <OwnerLayout title="Daten löschen?" current={OWNER_PATHS.leads}>
      <p>
        {count === 0
          ? `Zu ${printable(email)} ist nichts gespeichert.`
          : `Zu ${printable(email)} ${count === 1 ? 'ist 1 Nachricht' : `sind ${count} Nachrichten`} gespeichert. Sie werden endgültig gelöscht, aus allen Ordnern.`}
      </p>
      <div className="owner-actions">
        {count > 0 ? (
          <form method="post" action={`${OWNER_PATHS.leads}/loeschung`}>
            <input type="hidden" name="email" value={email} />
            <button type="submit" className="owner-button owner-button--danger">
              Endgültig löschen
            </button>
          </form>
        ) : null}
        <a href={OWNER_PATHS.leads} className="owner-button owner-button--secondary">
          Abbrechen
        </a>
      </div>
    </OwnerLayout>
  );
}
