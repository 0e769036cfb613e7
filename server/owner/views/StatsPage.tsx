import { useSite } from '../../../shared/components/site-context.ts';
import type { ReactNode } from 'react';
import type { StatusLine } from '../status.ts';
import type { Extras, Report } from '../../stats/report.ts';
import { printable } from '../../../shared/contact-rules.ts';
import { count } from '../../../shared/format.ts';
import { tables } from '../../stats/text.ts';
import { OWNER_PATHS } from '../paths.ts';
import { DaysChart } from './DaysChart.tsx';
import { OwnerLayout } from './OwnerLayout.tsx';
import { ActionButton, DataTable } from './parts.tsx';

export const RANGES = [7, 30, 90] as const;

export interface StatsProps {
  days: number;
  /** null: nothing counted yet, or the statistics are off (`off` says why). */
  report: { report: Report; extras: Extras } | null;
  off: string | null;
  /** The weekly digest's subject and its HTML body, shown as it arrives. */
  digest: { subject: string; body: ReactNode };
  status: StatusLine | null;
}

export function StatsPage({ days, report, off, digest, status }: StatsProps) {
  const { topics } = useSite();
  return (
    <OwnerLayout title="Statistik" current={OWNER_PATHS.stats} status={status}>
      <nav aria-label="Zeitraum">
        <ul className="owner-ranges">
          {RANGES.map((n) => (
            <li key={n}>
              <a className="owner-range" href={`${OWNER_PATHS.stats}?tage=${n}`} aria-current={n === days ? 'page' : undefined}>
                {count(n, 'Tag', 'Tage')}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {report ? (
        <>
          <DaysChart days={report.report.days} id="days" />
          {tables(report.report, report.extras, topics)
            // The days are the chart's; its bars are text art.
            .filter((table) => !table.rows.some((row) => row.some((cell) => typeof cell === 'object')))
            .map((table) => (
              <DataTable
                key={table.title}
                caption={table.title}
                head={table.head.map((name, i) => name || (i === 0 ? 'Kennzahl' : 'Hinweis'))}
                rows={table.rows}
              />
            ))}
        </>
      ) : (
        <p className="owner-muted">{off ?? 'Noch keine Daten: bisher wurde kein Tag gezählt.'}</p>
      )}
      <section aria-labelledby="digest" className="owner-card">
        <h2 id="digest">Wochenbericht</h2>
        <p>Der Bericht der letzten Woche, wie er an MAIL_TO geht.</p>
        <details>
          <summary>{`Vorschau: ${printable(digest.subject)}`}</summary>
          <div className="owner-mail">{digest.body}</div>
        </details>
        <ActionButton action={`${OWNER_PATHS.stats}/bericht`} label="Jetzt senden" />
      </section>
    </OwnerLayout>
  );
}
