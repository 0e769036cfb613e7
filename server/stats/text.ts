// The report as plain text: the terminal's `npm run stats` and the digest mail's text part.
import { topicLabel, isTopic } from '../../shared/contact.ts';
import { DEVICE_CLASSES, type DeviceClass } from '../../shared/content/analytics.ts';
import { NBSP } from '../../shared/content/format.ts';
import type { Extras, Report } from './report.ts';

/** Control, format (bidi) and separator characters but the line break: a terminal or a mail client would obey them. */
const UNPRINTABLE = /(?!\n)[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** A report as printed: each such character (from a stored string) as its `\uXXXX` escape, valid inside JSON too. */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (c) => c.replace(/[^]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`));
}

const WEEKDAYS = ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'];
const BAR_WIDTH = 30;
const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'];

/** `Mo 13.01.` */
export function dayLabel(date: string): string {
  const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
  return `${weekday} ${date.slice(8, 10)}.${date.slice(5, 7)}.`;
}

/** `13.01.2025` */
export function germanDate(date: string): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}

/** A share as a whole percentage, or "–" when there is nothing to divide by. */
export function percent(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}${NBSP}%` : '–';
}

/** A horizontal bar of `value` out of `max`, in eighths of a character. */
export function bar(value: number, max: number, width = BAR_WIDTH): string {
  if (max <= 0 || value <= 0) return '';
  const eighths = Math.max(1, Math.round((value / max) * width * 8));
  return '█'.repeat(Math.floor(eighths / 8)) + EIGHTHS[eighths % 8];
}

export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function topicName(topic: string): string {
  return isTopic(topic) ? topicLabel(topic) : topic;
}

/** `linkedin / social / fruehjahr`, with `–` for a missing part. */
export function campaignName(row: Report['campaigns'][number]): string {
  return [row.source, row.medium, row.campaign].map((part) => part ?? '–').join(' / ');
}

/** The funnel: each step with its share of the step before. */
export function funnel(report: Report, extras: Extras): Array<{ label: string; count: number; rate: string }> {
  const { visitors, formViews, formStarts } = report.totals;
  return [
    { label: 'Besucher', count: visitors, rate: '' },
    { label: 'Formular gesehen', count: formViews, rate: `${percent(formViews, visitors)} der Besucher` },
    { label: 'Formular begonnen', count: formStarts, rate: `${percent(formStarts, formViews)} der Gesehenen` },
    { label: 'Anfrage gesendet', count: extras.sends, rate: `${percent(extras.sends, formStarts)} der Begonnenen` },
  ];
}

export function renderText(report: Report, extras: Extras): string {
  const { totals } = report;
  const lines: string[] = [];
  const pad = (text: string, width: number) => text.padEnd(width);
  const num = (n: number, width = 6) => String(n).padStart(width);

  lines.push(
    `Website-Statistik ${germanDate(report.from)} bis ${germanDate(report.to)} (${plural(report.days.length, 'Tag', 'Tage')})`,
    '',
  );
  lines.push(`  Besucher        ${num(totals.visitors)}   (je Tag gezählt: wer an zwei Tagen kommt, zählt zweimal)`);
  lines.push(`  Seitenaufrufe   ${num(totals.pageviews)}`);
  lines.push(
    `  Anfragen        ${num(totals.leads)}${extras.unattributedLeads ? `   (${extras.unattributedLeads} ohne bekannte Quelle)` : ''}`,
  );
  const spam = Object.entries(extras.spamByReason)
    .map(([reason, n]) => `${reason} ${n}`)
    .join(', ');
  lines.push(`  Spam            ${num(totals.spam)}${spam ? `   (${spam})` : ''}`, '');

  const max = Math.max(...report.days.map((d) => d.visitors));
  lines.push('Besucher je Tag');
  for (const day of report.days) {
    lines.push(
      `  ${dayLabel(day.date)} ${pad(bar(day.visitors, max), BAR_WIDTH + 1)} ${num(day.visitors, 5)} Besucher ${num(day.pageviews, 5)} Aufrufe ${num(day.leads, 3)} Anfr.`,
    );
  }
  lines.push('', 'Trichter');
  for (const step of funnel(report, extras)) lines.push(`  ${pad(step.label, 20)} ${num(step.count)}   ${step.rate}`);

  /** A table of named rows, the names padded to the longest (8 to 48 characters). */
  const table = (title: string, rows: Array<[name: string, counts: string]>, width = Math.max(8, ...rows.map(([n]) => n.length))) => {
    lines.push('', title, ...(rows.length ? rows.map(([name, counts]) => `  ${pad(name, Math.min(48, width))} ${counts}`) : ['  (keine)']));
  };
  table(
    'Seiten',
    report.pages.map((p) => [p.path, `${num(p.pageviews)} Aufrufe ${num(p.visitors)} Besucher`]),
  );
  table(
    'Quellen',
    report.sources.map((s) => [s.source, `${num(s.visitors)} Besucher ${num(s.leads, 3)} Anfragen`]),
  );
  const campaigns = report.campaigns.map((c): [string, string] => [
    campaignName(c),
    `${num(c.visitors)} Besucher ${num(c.leads, 3)} Anfragen`,
  ]);
  table('Kampagnen (Quelle / Medium / Kampagne)', campaigns);
  lines.push('', 'Geräte');
  lines.push(`  ${(Object.keys(DEVICE_CLASSES) as DeviceClass[]).map((d) => `${DEVICE_CLASSES[d]} ${report.devices[d]}`).join(' · ')}`);
  table(
    'Anfragen nach Anliegen',
    Object.entries(report.leadsByTopic).map(([topic, n]) => [topicName(topic), num(n, 3)]),
    24,
  );
  return `${lines.join('\n')}\n`;
}
