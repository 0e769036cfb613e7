import { useSite } from '../../../shared/components/site-context.ts';
import { slotLabel } from '../../../shared/clock.ts';
import { topicLabel } from '../../../shared/contact.ts';
import { count } from '../../../shared/format.ts';
import type { BookingRecord } from '../../booking/store.ts';
import type { StatusLine } from '../status.ts';
import type { Report } from '../../stats/report.ts';
import { OWNER_PATHS } from '../paths.ts';
import { leadPath } from './LeadsPage.tsx';
import { OwnerLayout } from './OwnerLayout.tsx';
import { DataTable } from './parts.tsx';

export interface OverviewProps {
  /** deliverySentence(): „Alles zugestellt“ or what waits and what to check. */
  delivery: string;
  healthy: boolean;
  /** The last 7 days; null with ANALYTICS=off. */
  week: Report | null;
  status: StatusLine | null;
  /** calendarSentence(): whether the form offers slots, or why not; `alarm`: the calendar is unreadable. */
  calendar: { text: string; alarm: boolean };
  /** The next booked calls, soonest first; null without CALENDAR_URL (booking off). */
  calls: BookingRecord[] | null;
  /** The draft's unpublished changes, the placeholders open in it, and the content store's problem (store.problem). */
  content: { changes: number; placeholders: number; problem: string | null };
}

export function OverviewPage({ delivery, healthy, week, status, calendar, calls, content }: OverviewProps) {
  const { topics } = useSite();
  const open = [
    content.problem,
    content.changes ? `${count(content.changes, 'Änderung', 'Änderungen')} noch nicht veröffentlicht.` : null,
    content.placeholders ? `${count(content.placeholders, 'Platzhalter', 'Platzhalter')} offen.` : null,
  ].filter((line) => line !== null);
  return (
    <OwnerLayout title="Übersicht" current={OWNER_PATHS.home} status={status}>
      <section aria-labelledby="delivery" className={`owner-card owner-signal${healthy ? '' : ' owner-signal--alarm'}`}>
        <h2 id="delivery">Zustellung</h2>
        <p className="owner-signal__text">{delivery}</p>
        <p>
          <a href={OWNER_PATHS.leads}>Wartende und zugestellte im Detail</a>
        </p>
      </section>
      <section aria-labelledby="week" className="owner-card">
        <h2 id="week">Die letzten 7 Tage</h2>
        {week ? (
          <>
            <ul className="owner-figures">
              {[week.totals.visitors, week.totals.pageviews, week.totals.leads].map((n, i) => (
                <li key={i}>
                  <strong>{n}</strong>
                  {` ${['Besucher', 'Seitenaufrufe', n === 1 ? 'Anfrage' : 'Anfragen'][i]}`}
                </li>
              ))}
            </ul>
            <DataTable
              caption="Quellen"
              head={['Quelle', 'Besucher', 'Anfragen']}
              rows={week.sources.slice(0, 5).map((s) => [s.source, s.visitors, s.leads])}
            />
            <p>
              <a href={`${OWNER_PATHS.stats}?tage=7`}>Mehr in der Statistik</a>
            </p>
          </>
        ) : (
          <p className="owner-muted">Die Statistik ist aus (ANALYTICS=off).</p>
        )}
      </section>
      <section aria-labelledby="calls" className={`owner-card owner-signal${calendar.alarm ? ' owner-signal--alarm' : ''}`}>
        <h2 id="calls">Nächste gebuchte Gespräche</h2>
        <p className="owner-signal__text">{calendar.text}</p>
        {calls === null ? null : (
          <>
            {calls.length === 0 ? (
              <p className="owner-muted">Kein Gespräch gebucht.</p>
            ) : (
              <ul>
                {calls.map((call) => (
                  <li key={call.id}>
                    <a href={leadPath(call.leadId)}>{slotLabel(Date.parse(call.start))}</a>
                    {`: ${call.name} (${topicLabel(call.topic, topics)})`}
                  </li>
                ))}
              </ul>
            )}
            <p>
              <a href={OWNER_PATHS.calls}>Alle Termine, verschieben oder absagen</a>
            </p>
          </>
        )}
      </section>
      {open.length ? (
        <section aria-labelledby="content" className={`owner-card owner-signal${content.problem ? ' owner-signal--alarm' : ''}`}>
          <h2 id="content">Inhalte</h2>
          {open.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>
            <a href={OWNER_PATHS.content}>Inhalte bearbeiten und veröffentlichen</a>
          </p>
        </section>
      ) : null}
    </OwnerLayout>
  );
}
