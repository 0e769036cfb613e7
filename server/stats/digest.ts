// The weekly digest: last week's report as a mail to MAIL_TO, queued in the lead store, so it
// is stored durably and delivered with the leads' retries. HTML for mail clients (tables and
// HTML attributes only: clients strip style sheets and block images) plus the text report.
// Each table shows its top DIGEST_ROWS rows and „Sonstige“: a few kilobytes whatever the traffic.
import type { FastifyBaseLogger } from 'fastify';
import { DEVICE_CLASSES, type DeviceClass } from '../../shared/content/analytics.ts';
import type { Config } from '../config.ts';
import { buildMessage } from '../contact/compose.ts';
import { addDays, dateOf, isoWeek, mondayOf } from './calendar.ts';
import { loadReport, type Extras, type Report } from './report.ts';
import type { StatsService } from './service.ts';
import { campaignName, dayLabel, funnel, germanDate, printable, renderText, topicName } from './text.ts';

/** How often the server looks whether last week's digest is due (it is once, on Monday), and retries a failed one. */
export const DIGEST_CHECK_INTERVAL_MS = 60 * 60_000;
const DIGEST_ROWS = 10;

const BAR_COLOR = '#1f5f8b';
const LEAD_COLOR = '#c2571a';

export interface DigestContext {
  service: StatsService;
  leads: { enqueue(message: Buffer): Promise<string> };
  config: Pick<Config, 'mailFrom' | 'mailTo'>;
  log: FastifyBaseLogger;
}

/**
 * Queues the digest of last week (Monday to Sunday) unless it was queued before or nothing
 * was counted that week. A crash between queueing and noting it sends it twice, never not.
 */
export async function queueDigest({ service, leads, config, log }: DigestContext): Promise<void> {
  try {
    await service.flush();
    const from = addDays(mondayOf(dateOf(service.now())), -7);
    const to = addDays(from, 6);
    const week = isoWeek(from);
    const warn = (file: string, problem: string) => log.warn({ file, problem }, 'stats: a file was skipped');
    const last = await service.files.readDigest(warn);
    if (last && last.week >= week) return;
    if (!(await service.files.dates()).some((date) => date >= from && date <= to)) return;
    const { report, extras } = await loadReport(service.files, from, to, warn, DIGEST_ROWS);
    const id = await leads.enqueue(
      await composeDigest(report, extras, week, { from: config.mailFrom, to: config.mailTo ?? config.mailFrom }),
    );
    await service.files.writeDigest(week);
    log.info({ week, messageId: id }, 'stats: weekly digest queued');
  } catch (error) {
    log.error({ err: error }, 'stats: the weekly digest could not be queued; trying again within the hour');
  }
}

export async function composeDigest(
  report: Report,
  extras: Extras,
  week: string,
  addresses: { from: string; to: string },
): Promise<Buffer> {
  const weekNumber = Number(week.slice(6));
  const { visitors, leads } = report.totals;
  return buildMessage({
    from: { name: 'Website-Statistik', address: addresses.from },
    to: addresses.to,
    subject: `Website-Statistik KW ${weekNumber}: ${visitors} Besucher, ${leads} ${leads === 1 ? 'Anfrage' : 'Anfragen'}`,
    text: printable(renderText(report, extras)),
    html: printable(renderHtml(report, extras, weekNumber)),
    textEncoding: 'quoted-printable',
    xMailer: false,
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All', 'X-Stats-Digest': week },
  });
}

function escape(text: string | number): string {
  return String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

const cell = (text: string | number, align: 'left' | 'right' = 'left') => `<td align="${align}" valign="top">${escape(text)}</td>`;

function table(headings: string[], rows: Array<Array<string | number>>): string {
  if (rows.length === 0) return '<p>(keine)</p>';
  const head = headings.map((h, i) => `<th align="${i === 0 ? 'left' : 'right'}">${escape(h)}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((value, i) => cell(value, i === 0 ? 'left' : 'right')).join('')}</tr>`).join('');
  return `<table role="presentation" cellpadding="4" cellspacing="0" border="0" width="100%"><tr>${head}</tr>${body}</table>`;
}

/**
 * A bar as a table whose width is a percentage attribute and whose colour is `bgcolor`: drawn
 * by every mail client, Outlook's Word engine included, without images or CSS.
 */
function barCell(value: number, max: number, color: string): string {
  if (value <= 0 || max <= 0) return '&nbsp;';
  const width = Math.max(1, Math.round((value / max) * 100));
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="${width}%"><tr><td bgcolor="${color}" height="14">&nbsp;</td></tr></table>`;
}

function renderHtml(report: Report, extras: Extras, weekNumber: number): string {
  const { totals } = report;
  const max = Math.max(...report.days.map((d) => d.visitors));
  const chart = report.days
    .map(
      (day) =>
        `<tr><td width="80" nowrap>${escape(dayLabel(day.date))}</td><td>${barCell(day.visitors, max, BAR_COLOR)}</td>` +
        `<td width="60" align="right">${day.visitors}</td><td width="60" align="right">${day.leads ? `<font color="${LEAD_COLOR}"><b>${day.leads}</b></font>` : '0'}</td></tr>`,
    )
    .join('');
  const sections = [
    `<h1>Deine Website in KW ${weekNumber}</h1>`,
    `<p>${escape(germanDate(report.from))} bis ${escape(germanDate(report.to))}</p>`,
    table(
      ['', 'Woche'],
      [
        ['Besucher', totals.visitors],
        ['Seitenaufrufe', totals.pageviews],
        ['Anfragen', totals.leads],
        ['Spam', totals.spam],
      ],
    ),
    '<h2>Besucher je Tag</h2>',
    `<table role="presentation" cellpadding="3" cellspacing="0" border="0" width="100%"><tr><th align="left">Tag</th><th></th><th align="right">Besucher</th><th align="right">Anfragen</th></tr>${chart}</table>`,
    '<h2>Trichter</h2>',
    table(
      ['Schritt', 'Anzahl', 'Quote'],
      funnel(report, extras).map((s) => [s.label, s.count, s.rate]),
    ),
    '<h2>Seiten</h2>',
    table(
      ['Seite', 'Aufrufe', 'Besucher'],
      report.pages.map((p) => [p.path, p.pageviews, p.visitors]),
    ),
    '<h2>Quellen</h2>',
    table(
      ['Quelle', 'Besucher', 'Anfragen'],
      report.sources.map((s) => [s.source, s.visitors, s.leads]),
    ),
    '<h2>Kampagnen</h2>',
    table(
      ['Quelle / Medium / Kampagne', 'Besucher', 'Anfragen'],
      report.campaigns.map((c) => [campaignName(c), c.visitors, c.leads]),
    ),
    '<h2>Anfragen nach Anliegen</h2>',
    table(
      ['Anliegen', 'Anfragen'],
      Object.entries(report.leadsByTopic).map(([topic, n]) => [topicName(topic), n]),
    ),
    '<h2>Geräte</h2>',
    table(
      ['Geräteklasse', 'Besucher'],
      (Object.keys(DEVICE_CLASSES) as DeviceClass[]).map((d) => [DEVICE_CLASSES[d], report.devices[d]]),
    ),
    `<p><font size="2" color="#555555">Gezählt auf dem Server, ohne Cookies und ohne Skript; Besucher je Tag. Mehr Tage: <code>npm run stats -- --days 90</code>.${
      extras.unattributedLeads ? ` ${extras.unattributedLeads} Anfrage(n) ohne bekannte Quelle.` : ''
    }</font></p>`,
  ];
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Website-Statistik KW ${weekNumber}</title></head><body>${sections.join('\n')}</body></html>`;
}
