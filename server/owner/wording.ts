// The owner's German: what the pages, the digest and the alerts say about delivery, spam
// verdicts, the relay's answers and the calendar. The technical text (a relay's reply) may follow as „Details“;
// never a code alone, never an English sentence.
import type { SlotService, ReadFailure } from '../booking/slot-service.ts';
import type { DeliveryHealth } from '../contact/operations.ts';
import { berlinTime } from '../../shared/clock.ts';
import { count } from '../../shared/format.ts';

/** Why a message was held as spam, as the owner reads it (server/contact/spam.ts's reasons). */
const VERDICTS: Record<string, string> = {
  honeypot: 'das unsichtbare Feld „Website“ war ausgefüllt (das tun nur Programme)',
  'token-missing': 'ohne Formular-Schlüssel gesendet, also nicht aus dem Formular der Seite',
  'token-forged': 'mit einem gefälschten Formular-Schlüssel gesendet',
  'too-fast': 'in weniger als 3 Sekunden nach dem Laden abgeschickt',
  'token-expired': 'aus einem Formular, das länger als 24 Stunden offen war – vermutlich ein Mensch: prüfen und freigeben',
  'start-time': 'laut Formular in weniger als 3 Sekunden ausgefüllt',
  replay: 'derselbe Formular-Schlüssel kam ein zweites Mal',
};

/** A spam verdict in German; an unknown one as it is. */
export const verdictText = (reason: string) => VERDICTS[reason] ?? reason;

/** What the owner should check, from the relay's last answer (server/contact/smtp.ts relayFailure). */
export function hintOf(error: string | null): string {
  if (error === null) return 'sie werden gerade zugestellt';
  if (/refused at (AUTH|MAIL FROM: 530)/.test(error)) return 'der Mailserver lehnt die Anmeldung ab – SMTP_URL prüfen';
  if (error.includes('refused at MAIL FROM')) return 'der Mailserver lehnt den Absender ab – MAIL_FROM prüfen';
  if (error.includes('refused at RCPT TO')) return 'der Mailserver lehnt den Empfänger ab – MAIL_TO prüfen';
  if (error.startsWith('the relay refused')) return 'der Mailserver lehnt die Nachricht ab – seine Antwort steht bei der Anfrage';
  if (error.startsWith('the relay cannot be reached')) return 'der Mailserver ist nicht erreichbar – Host und Port in SMTP_URL prüfen';
  if (error.startsWith('the relay answered with a temporary error'))
    return 'der Mailserver meldet einen vorübergehenden Fehler – es wird weiter versucht';
  return 'die Zustellung stockt – die letzte Antwort steht bei der Anfrage';
}

/** `5 Minuten`, `2 Stunden` (after „seit“). */
export const age = (minutes: number) =>
  minutes < 120 ? count(minutes, 'Minute', 'Minuten') : count(Math.round(minutes / 60), 'Stunde', 'Stunden');

/** `gerade eben`, `5 Minuten`, `2 Stunden`, `3 Tagen` (after „seit“). */
function ageSince(at: number, now: number): string {
  const minutes = Math.max(0, Math.round((now - at) / 60_000));
  if (minutes < 1) return 'gerade eben';
  const hours = Math.round(minutes / 60);
  return hours < 48 ? age(minutes) : count(Math.round(hours / 24), 'Tag', 'Tagen');
}

/** „Alles zugestellt“, or how many wait since when, and what to check. */
export function deliverySentence(health: DeliveryHealth, now = Date.now()): string {
  if (health.pending === 0) return 'Alles zugestellt';
  const waiting = `${count(health.pending, 'E-Mail', 'E-Mails')} ${health.pending === 1 ? 'wartet' : 'warten'}`;
  const since = `seit ${ageSince(health.oldestPendingAt ?? now, now)}`;
  if (!health.enabled) return `${waiting} ${since}: die Zustellung ist aus – SMTP_URL ist nicht gesetzt, sie liegen nur auf dem Server`;
  return `${waiting} ${since}: ${hintOf(health.lastError)}`;
}

/** The calendar as a sentence names it: what CALENDAR_URL turned out to be (slot-service.ts ReadFailure's kind). */
const CALENDAR_NAMES = { caldav: 'Der CalDAV-Kalender', feed: 'Der Kalender-Feed', unknown: 'Der Kalender unter CALENDAR_URL' };

/** What to check, per cause of a failed read (server/booking/calendar.ts); `%s`: the HTTP status. */
const CALENDAR_CAUSES: Record<ReadFailure['reason'], string> = {
  http: 'antwortet %s – CALENDAR_URL und den Kalenderdienst prüfen',
  unreachable: 'ist nicht erreichbar – die Adresse in CALENDAR_URL prüfen',
  timeout: 'antwortet nicht rechtzeitig – der Kalenderdienst ist gestört oder überlastet',
  'too-complex': 'lässt sich nicht rechtzeitig auswerten – ein Serientermin ohne Ende oder eine ungewöhnliche Zeitzone?',
  'too-large': 'ist zu groß – einen Kalender mit weniger Einträgen verwenden',
  memory: 'braucht zum Auswerten zu viel Speicher – einen Kalender mit weniger Einträgen verwenden',
  redirect: 'leitet auf eine andere Adresse um – die endgültige Adresse als CALENDAR_URL eintragen',
  'not-ical': 'liefert keine lesbaren Kalenderdaten – ist CALENDAR_URL die Adresse eines Kalenders (iCal oder CalDAV)?',
  'too-many':
    'enthält eine Serie, die zu viele Termine erzeugt – die Serie, die sich sehr oft wiederholt (etwa stündlich oder minütlich), löschen oder in einen anderen Kalender verschieben',
  crashed: 'konnte nicht gelesen werden, das Lesen brach mit einem Fehler ab – das Protokoll des Servers nennt ihn',
};

/** „Der CalDAV-Kalender antwortet 401 – Passwort prüfen (…)“: why the calendar cannot be read, and what to check. */
export function calendarCause(failure: ReadFailure | null): string {
  if (!failure) return 'Der Kalender ist nicht lesbar';
  const { kind, reason, status } = failure;
  const login = status === 401 || status === 403;
  const cause = login ? 'antwortet %s – Passwort prüfen (CALENDAR_USER, CALENDAR_PASSWORD)' : CALENDAR_CAUSES[reason];
  return `${CALENDAR_NAMES[kind]} ${cause.replace('%s', String(status))}`;
}

/** The calendar's state for the owner: off, read (when last), or unreadable with its cause, since when, and the last good read. */
export function calendarSentence(calendar: Pick<SlotService, 'state' | 'failure' | 'unreadableSince' | 'readAt'>): string {
  const { state, failure, unreadableSince, readAt } = calendar;
  if (state === 'calendar-unset') return 'Die Terminbuchung ist aus: CALENDAR_URL ist nicht gesetzt.';
  if (state === 'calendar-loading')
    return 'Der Kalender wird gerade zum ersten Mal gelesen; bis dahin bietet das Formular keine Termine an.';
  const read = readAt ? `zuletzt erfolgreich gelesen ${berlinTime(readAt)}` : 'seit dem Start noch nie gelesen';
  if (state === 'ok') return `Der Kalender ist lesbar, das Formular bietet freie Termine an (${read}).`;
  return `${calendarCause(failure)}. Seit ${berlinTime(unreadableSince)} bietet das Formular keine Termine an (${read}).`;
}
