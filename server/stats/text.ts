// The report as people read it: its tables made once, drawn here as text (the terminal's `npm
// run stats`, the digest's text part) and in digest.ts as HTML.
import { topicLabel } from '../../shared/contact.ts';
import { DEVICE_CLASSES, type DeviceClass } from '../../shared/content/analytics.ts';
import { count, NBSP } from '../../shared/format.ts';
import { germanDate } from '../../shared/clock.ts';
import type { Topic } from '../../shared/contact.ts';
import type { Extras, Report } from './report.ts';

/** A cell: text, a count, or a bar of `value` out of `max`. */
export type Cell = string | number | { value: number; max: number };
export type Row = [name: string, ...cells: Cell[]];
/** `head` names the columns; in the text a count is followed by its column's name, unless `units` is false. */
export interface Table {
  title: string;
  head: string[];
  units?: false;
  rows: Row[];
}

/** `Mo 13.01.` */
const dayLabel = (date: string) =>
  `${['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'][new Date(date).getUTCDay()]} ${germanDate(date).slice(0, 6)}`;
/** A share as a whole percentage, or "–" when there is nothing to divide by. */
const share = (part: number, whole: number, of: string) => `${whole > 0 ? `${Math.round((part / whole) * 100)}${NBSP}%` : '–'} ${of}`;

/** `topics`: the site's, whose labels name the leads' topics (one no longer offered: as it was stored). */
export function tables(report: Report, extras: Extras, topics: readonly Topic[]): Table[] {
  const { totals, days, devices } = report;
  const max = Math.max(...days.map((day) => day.visitors));
  const spam = Object.entries(extras.spamByReason).map(([reason, n]) => `${reason} ${n}`);
  const summary: Row[] = [
    ['Besucher', totals.visitors, '(je Tag gezählt: wer an zwei Tagen kommt, zählt zweimal)'],
    ['Seitenaufrufe', totals.pageviews, ''],
    ['Anfragen', totals.leads, extras.unattributedLeads ? `(${extras.unattributedLeads} ohne bekannte Quelle)` : ''],
    ['Spam', totals.spam, spam.length ? `(${spam.join(', ')})` : ''],
    ['Gebuchte Termine', Object.values(report.bookings.byPage).reduce((a, b) => a + b, 0), ''],
  ];
  const chart = days.map((day): Row => [dayLabel(day.date), { value: day.visitors, max }, day.visitors, day.pageviews, day.leads]);
  const funnel: Row[] = [
    ['Besucher', totals.visitors, ''],
    ['Formular gesehen', totals.formViews, share(totals.formViews, totals.visitors, 'der Besucher')],
    ['Formular begonnen', totals.formStarts, share(totals.formStarts, totals.formViews, 'der Gesehenen')],
    ['Anfrage gesendet', extras.sends, share(extras.sends, totals.formStarts, 'der Begonnenen')],
  ];
  const campaigns = report.campaigns.map((c): Row => [
    [c.source, c.medium, c.campaign].map((part) => part ?? '–').join(' / '),
    c.visitors,
    c.leads,
  ]);
  const deviceRows = (Object.keys(DEVICE_CLASSES) as DeviceClass[])
    .filter((d) => devices[d])
    .map((d): Row => [DEVICE_CLASSES[d], devices[d]]);
  const topicRows = Object.entries(report.leadsByTopic).map(([topic, n]): Row => [topicLabel(topic, topics), n]);
  return [
    { title: 'Summen', head: ['', 'Anzahl', ''], units: false, rows: summary },
    { title: 'Besucher je Tag', head: ['Tag', '', 'Besucher', 'Aufrufe', 'Anfr.'], rows: chart },
    { title: 'Trichter', head: ['Schritt', 'Anzahl', 'Quote'], units: false, rows: funnel },
    {
      title: 'Seiten (Anfragen: auf der Seite gesendet)',
      head: ['Seite', 'Aufrufe', 'Besucher', 'Anfragen'],
      rows: report.pages.map((p) => [p.path, p.pageviews, p.visitors, p.leads]),
    },
    { title: 'Quellen', head: ['Quelle', 'Besucher', 'Anfragen'], rows: report.sources.map((s) => [s.source, s.visitors, s.leads]) },
    { title: 'Kampagnen (Quelle / Medium / Kampagne)', head: ['Kampagne', 'Besucher', 'Anfragen'], rows: campaigns },
    { title: 'Geräte', head: ['Geräteklasse', 'Besucher'], rows: deviceRows },
    { title: 'Anfragen nach Anliegen', head: ['Anliegen', 'Anfragen'], rows: topicRows },
    { title: 'Gebuchte Termine nach Seite', head: ['Seite', 'Termine'], rows: Object.entries(report.bookings.byPage) },
    { title: 'Gebuchte Termine nach Quelle', head: ['Quelle', 'Termine'], rows: Object.entries(report.bookings.bySource) },
  ];
}

const BAR_WIDTH = 30;
const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];

/** A horizontal bar in eighths of a character, BAR_WIDTH for the largest value. */
function bar({ value, max }: { value: number; max: number }): string {
  const eighths = max > 0 && value > 0 ? Math.max(1, Math.round((value / max) * BAR_WIDTH * 8)) : 0;
  return ('█'.repeat(Math.floor(eighths / 8)) + EIGHTHS[eighths % 8]).padEnd(BAR_WIDTH);
}

/** A table as text lines: a blank line, its title, its rows (a count followed by its column's name, unless `units` is false). */
export function textTable({ title, head, units, rows }: Table): string {
  const width = Math.min(48, Math.max(8, ...rows.map(([name]) => name.length)));
  const cell = (value: Cell, i: number) => {
    if (typeof value === 'object') return bar(value);
    return typeof value === 'string' ? `  ${value}` : `${String(value).padStart(6)}${units === false ? '' : ` ${head[i + 1]}`}`;
  };
  const row = ([name, ...cells]: Row) => `  ${name.padEnd(width)} ${cells.map(cell).join(' ')}`.trimEnd();
  return `\n${title}\n${(rows.length ? rows.map(row) : ['  (keine)']).join('\n')}\n`;
}

export function renderText(report: Report, extras: Extras, topics: readonly Topic[]): string {
  const title = `Website-Statistik ${germanDate(report.from)} bis ${germanDate(report.to)} (${count(report.days.length, 'Tag', 'Tage')})\n`;
  return title + tables(report, extras, topics).map(textTable).join('');
}
