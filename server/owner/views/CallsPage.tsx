// /intern/termine: every upcoming call with its lead; each moved to another free slot (a native
// select grouped by day: no JavaScript needed) or cancelled after one confirmation (ConfirmPage).
import { startOf, type SlotDay } from '../../../shared/booking.ts';
import { slotLabel } from '../../../shared/clock.ts';
import type { BookingRecord } from '../../booking/store.ts';
import { printable } from '../../../shared/contact-rules.ts';
import type { StatusLine } from '../status.ts';
import { OWNER_PATHS } from '../paths.ts';
import { leadPath, topicName } from './LeadsPage.tsx';
import { OwnerLayout } from './OwnerLayout.tsx';
import { ActionButton } from './parts.tsx';

export const callPath = (id: string) => `${OWNER_PATHS.calls}/${encodeURIComponent(id)}`;

/** `slots`: the free slots a call can move to, the ones a visitor's link offers (SlotService.offered). */
type CallsProps = { calendar: string; calls: BookingRecord[]; slots: SlotDay[]; status: StatusLine | null };

function CallItem({ record, slots }: { record: BookingRecord; slots: SlotDay[] }) {
  const name = printable(record.name);
  return (
    <li className="owner-lead">
      <h2>{slotLabel(Date.parse(record.start))}</h2>
      <p>
        <a href={leadPath(record.leadId)}>{name}</a>
        <span className="owner-lead__note">{`${topicName(record.topic)} · ${printable(record.email)}`}</span>
      </p>
      {slots.length ? (
        <form method="post" action={`${callPath(record.id)}/verschieben`} className="owner-form">
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
          <div className="owner-actions">
            <button type="submit" className="button button--primary">
              Verschieben
            </button>
          </div>
        </form>
      ) : (
        <p className="owner-muted">Gerade ist kein anderer Termin frei.</p>
      )}
      <ActionButton action={`${callPath(record.id)}/absagen`} label="Absagen …" danger />
    </li>
  );
}

export function CallsPage({ calendar, calls, slots, status }: CallsProps) {
  return (
    <OwnerLayout title="Termine" current={OWNER_PATHS.calls} status={status}>
      <p>{calendar}</p>
      <p>Verschieben und Absagen wirken wie über den Link des Besuchers: er bekommt die neue Einladung oder die Absage per E-Mail.</p>
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
