// The owner's weekly digest: last week's statistics, delivery, the calendar and the calls booked, as a mail
// to MAIL_TO queued in the lead store, so it is stored durably and delivered with the leads' retries. Each
// table shows its top DIGEST_ROWS rows and „Sonstige“: a few kilobytes whatever the traffic.
import type { FastifyBaseLogger } from 'fastify';
import type { BookingRecord } from '../booking/store.ts';
import type { Config } from '../config.ts';
import { buildMessage, type Outgoing } from '../contact/compose.ts';
import type { DeliveryHealth } from '../contact/operations.ts';
import { mailHtml, MailTable } from '../render/mail-html.tsx';
import { addDays, dateOf, germanDate, isoWeek, slotLabel, startOfDay } from '../../shared/clock.ts';
import { dates, logSkipped, readDigest, writeDigest, type Warn } from '../stats/files.ts';
import { loadReport } from '../stats/report.ts';
import type { StatsService } from '../stats/service.ts';
import { printable } from '../../shared/contact-rules.ts';
import type { Topic } from '../../shared/contact.ts';
import { renderText, tables, textTable, type Table } from '../stats/text.ts';
import { deliverySentence } from './wording.ts';

/** How often the server looks whether last week's digest is due (it is once, on Monday), and retries a failed one. */
export const DIGEST_CHECK_INTERVAL_MS = 60 * 60_000;
const DIGEST_ROWS = 10;

export interface DigestContext {
  service: StatsService;
  leads: { enqueue(mail: Outgoing): Promise<string> };
  config: Pick<Config, 'mailFrom' | 'mailTo'>;
  log: FastifyBaseLogger;
  /** composeDigest with the sections the app has (plugins/app/owner.ts). */
  compose: (dir: string, week: ReturnType<typeof lastWeek>, warn: Warn) => ReturnType<typeof composeDigest>;
}

/** Last week (Monday to Sunday) as of `now`: its first and last date, ISO week, and the instant it began in Berlin. */
export function lastWeek(now: number) {
  const from = addDays(isoWeek(dateOf(now)).monday, -7);
  return { from, to: addDays(from, 6), week: isoWeek(from).week, since: startOfDay(from) };
}

/** The digest of the week from..to as the owner reads it: subject, text and the HTML body (the page's preview, the CLI's --digest, the mail). */
export async function composeDigest(
  dir: string,
  week: ReturnType<typeof lastWeek>,
  topics: readonly Topic[],
  warn: Warn,
  health?: DeliveryHealth,
  bookings?: { calls: BookingRecord[]; calendar?: string | undefined },
) {
  const values = topics.map((topic) => topic.value);
  const { report, extras } = await loadReport(dir, week.from, week.to, warn, values, DIGEST_ROWS);
  const { visitors, leads } = report.totals;
  const number = Number(week.week.slice(6));
  const extra = [...(health ? [deliveryTable(health)] : []), ...(bookings ? [bookedCalls(bookings.calls, week.from, week.to)] : [])];
  const calendar = bookings?.calendar;
  const body = (
    <>
      <h1>{`Deine Website in KW ${number}`}</h1>
      <p>{`${germanDate(report.from)} bis ${germanDate(report.to)}`}</p>
      {calendar ? <p>{calendar}</p> : null}
      {[...extra, ...tables(report, extras, topics)].map((table) => (
        <MailTable key={table.title} table={table} />
      ))}
      <p>
        <small>Gezählt auf dem Server, ohne Cookies und ohne Skript; Besucher je Tag. Mehr in der Statistik unter /intern.</small>
      </p>
    </>
  );
  return {
    subject: `Website-Statistik KW ${number}: ${visitors} Besucher, ${leads} ${leads === 1 ? 'Anfrage' : 'Anfragen'}`,
    text: printable(`${renderText(report, extras, topics)}${extra.map(textTable).join('')}${calendar ? `\n${calendar}\n` : ''}`),
    body,
  };
}

function deliveryTable(health: DeliveryHealth): Table {
  return {
    title: `Zustellung: ${deliverySentence(health)}`,
    head: ['', 'Anzahl'],
    units: false,
    rows: [
      ['Wartend', health.pending],
      ['Davon vom Mailserver abgelehnt', health.refused],
      ['Als Spam zurückgehalten (diese Woche)', health.quarantined],
    ],
  };
}

/**
 * Queues the digest of last week (Monday to Sunday) unless it was queued before or nothing
 * was counted that week; `force` (the owner's „Jetzt senden“): queues it anyway. A crash
 * between queueing and noting it sends it twice, never not.
 */
export async function queueDigest(context: DigestContext, force = false): Promise<boolean> {
  const { service, leads, config, log, compose } = context;
  try {
    await service.flush();
    const week = lastWeek(service.now());
    const warn = logSkipped(log);
    const last = await readDigest(service.dir, warn);
    const counted = (await dates(service.dir)).some((date) => date >= week.from && date <= week.to);
    if (!force && ((last && last.week >= week.week) || !counted)) return false;
    const { subject, text, body } = await compose(service.dir, week, warn);
    const message = await buildMessage({
      from: { name: 'Website-Statistik', address: config.mailFrom },
      to: config.mailTo ?? config.mailFrom,
      subject,
      text,
      html: mailHtml(subject, body),
      headers: { 'X-Stats-Digest': week.week },
    });
    const id = await leads.enqueue({ message });
    if (!last || last.week < week.week) await writeDigest(service.dir, week.week);
    log.info({ week: week.week, messageId: id }, 'stats: weekly digest queued');
    return true;
  } catch (error) {
    log.error({ err: error }, 'stats: the weekly digest could not be queued; trying again within the hour');
    return false;
  }
}

/** The calls booked from `from` to `to` (dates, Berlin), with their slot, whom and the topic, as a table. */
function bookedCalls(records: BookingRecord[], from: string, to: string): Table {
  const week = records.filter((record) => dateOf(Date.parse(record.bookedAt)) >= from && dateOf(Date.parse(record.bookedAt)) <= to);
  const rows = week
    .sort((a, b) => a.start.localeCompare(b.start))
    .map((record): Table['rows'][number] => [
      slotLabel(Date.parse(record.start)),
      record.name,
      record.topic,
      record.status === 'cancelled' ? 'abgesagt' : 'gebucht',
    ]);
  return { title: `Gebuchte Erstgespräche (${week.length})`, head: ['Termin', 'Name', 'Anliegen', 'Stand'], rows };
}
