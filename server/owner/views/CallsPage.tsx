// /intern/termine: every upcoming call, moved to another free slot (a native select grouped by day:
// no JavaScript needed) or cancelled, with a message to the visitor if the owner writes one.
import { useSite } from '../../../shared/components/site-context.ts';
import { startOf, type SlotDay } from '../../../shared/slots.ts';
import { whenOf, type BookingRecord } from '../../booking/store.ts';
import { printable } from '../../../shared/contact-rules.ts';
import { telUri } from '../../../shared/format.ts';
import type { StatusLine } from '../status.ts';
import { OWNER_PATHS } from '../paths.ts';
import { leadPath, topicName } from './LeadsPage.tsx';
import { OwnerLayout } from './OwnerLayout.tsx';
import { Submit } from './parts.tsx';

export const callPath = (id: string) => `${OWNER_PATHS.calls}/${encodeURIComponent(id)}`;

/** The longest message the owner sends the visitor with a move or a cancellation. */
export const NOTE_MAX = 1000;

/** `slots`: the free slots a call can move to, the ones a visitor's link offers (SlotService.offered). */
type CallsProps = { calendar: string; calls: BookingRecord[]; slots: SlotDay[]; status: StatusLine | null };

/** One call: who (a `tel:` and a `mailto:` link: the owner is the one who calls), and its form. */
function CallItem({ record, slots }: { record: BookingRecord; slots: SlotDay[] }) {
  const name = printable(record.name);
  const path = callPath(record.id);
  return (
    <li className="owner-lead">
      <h2>{whenOf(record)}</h2>
      <p>
        <a href={leadPath(record.leadId)}>{name}</a>
        <span className="owner-lead__note">
          {`${topicName(record.topic, useSite().topics)} · `}
          {record.phone ? <a href={telUri(record.phone)}>{printable(record.phone)}</a> : null}
          {record.phone ? ' · ' : null}
          <a href={`mailto:${record.email}`}>{printable(record.email)}</a>
        </span>
      </p>
      <form method="post" action={`${path}/verschieben`} className="owner-form">
        {slots.length ? (
          <>
            <label htmlFor={`slot-${record.id}`}>Verschieben auf</label>
            <select id={`slot-${record.id}`} name="slot" required>
              {slots.map((day) => (
                <optgroup key={day.date} label={day.day}>
                  {day.times.map((time) => (
                    <option key={time} value={startOf(day, time)}>{`${day.day}, ${time}`}</option>
                  ))}
                </optgroup>
              ))}
            </select>
          </>
        ) : (
          <p className="owner-muted">Gerade ist kein anderer Termin frei.</p>
        )}
        <label htmlFor={`note-${record.id}`}>{`Nachricht an ${name} (optional, steht in der E-Mail)`}</label>
        <textarea id={`note-${record.id}`} name="nachricht" rows={3} maxLength={NOTE_MAX} />
        <div className="owner-actions">
          {slots.length ? <Submit kind="primary" label="Verschieben" /> : null}
          <Submit formAction={`${path}/absagen`} formNoValidate kind="danger-quiet" label="Absagen …" />
        </div>
      </form>
    </li>
  );
}

export function CallsPage({ calendar, calls, slots, status }: CallsProps) {
  return (
    <OwnerLayout title="Termine" current={OWNER_PATHS.calls} status={status}>
      <p>{calendar}</p>
      <p>
        Verschieben und Absagen schicken die neue Einladung oder die Absage per E-Mail, in deinem Namen („Ich musste unseren Termin …“) und
        mit deiner Nachricht, wenn du eine schreibst.
      </p>
      {calls.length === 0 ? (
        <p className="owner-muted">Kein Gespräch gebucht.</p>
      ) : (
        <ul className="owner-leads">
          {calls.map((record) => (
            <CallItem key={record.id} record={record} slots={slots} />
          ))}
        </ul>
      )}
    </OwnerLayout>
  );
}
