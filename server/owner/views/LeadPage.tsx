// /intern/anfragen/<id>: one request (or one of the site's own mails) decoded. Every value the
// visitor typed is text: React escapes markup, and printable() shows control characters and
// bidirectional overrides as \uXXXX, so a name cannot reorder the page or hide a part of itself.
import { useSite } from '../../../shared/components/site-context.ts';
import type { OpenedLead } from '../../contact/operations.ts';
import { printable } from '../../../shared/contact-rules.ts';
import type { StatusLine } from '../status.ts';
import { OWNER_PATHS } from '../paths.ts';
import { hintOf, verdictText } from '../wording.ts';
import { callState, leadPath, OWN_MAILS, topicName } from './LeadsPage.tsx';
import { OwnerLayout } from './OwnerLayout.tsx';
import { berlinTime, slotLabel } from '../../../shared/clock.ts';
import type { BookingRecord } from '../../booking/store.ts';
import { ActionButton } from './parts.tsx';

const STATE_NAMES = { pending: 'wartet auf Zustellung', quarantine: 'als Spam zurückgehalten', sent: 'zugestellt' } as const;

/** `call`: the booking the lead came with, as it is now (BookingDesk). */
export function LeadPage({ lead, call, status }: { lead: OpenedLead; call?: BookingRecord | undefined; status: StatusLine | null }) {
  const { message, lastError } = lead;
  const { topics } = useSite();
  const path = leadPath(message.id);
  const spam = message.lead['x-lead-spam'];
  const written = message.lead['x-lead-booking'];
  const rows: Array<[string, string | null]> = [
    ['Status', STATE_NAMES[message.state]],
    ['Art', message.own ? OWN_MAILS[message.own] : null],
    // The Date header: a lead released from the quarantine is a new file, received all the same when it came.
    ['Eingegangen', berlinTime(message.date ?? message.storedAt)],
    ['Anliegen', message.own ? null : topicName(message.lead['x-lead-topic'] ?? null, topics)],
    ['Termin', callState(call, written ? slotLabel(Date.parse(written)) : null)],
    ['Von', message.replyTo.join(', ') || null],
    ['An', message.own ? message.to.join(', ') : null],
    ['Betreff', message.subject],
    ['Als Spam, weil', spam ? verdictText(spam) : null],
    ['Letzter Versuch', lastError && `${berlinTime(lastError.at)} (${lastError.attempts}.): ${hintOf(lastError.error)}`],
    ['Details', lastError ? (lastError.answer ?? lastError.error) : null],
    ['Kennung', message.id],
  ];
  return (
    <OwnerLayout title={message.own ? 'E-Mail der Website' : 'Anfrage'} current={OWNER_PATHS.leads} status={status}>
      <p>
        <a href={OWNER_PATHS.leads}>Zurück zu allen Anfragen</a>
      </p>
      <dl className="owner-facts">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{printable(value)}</dd>
            </div>
          ))}
      </dl>
      <h2>Nachricht</h2>
      <pre className="owner-message">{printable(message.text)}</pre>
      <div className="owner-actions">
        {message.state === 'pending' ? <ActionButton action={`${path}/erneut`} label="Erneut versuchen" /> : null}
        {message.state === 'sent' ? <ActionButton action={`${path}/erneut`} label="Noch einmal zustellen" /> : null}
        {message.state === 'quarantine' ? <ActionButton action={`${path}/freigeben`} label="Freigeben" /> : null}
        <ActionButton action={`${path}/loeschen`} label="Löschen …" danger />
      </div>
    </OwnerLayout>
  );
}
