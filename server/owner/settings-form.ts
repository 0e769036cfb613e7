// The owner's settings form: its fields made from the config schema's entries of OWNER_GROUPS, read back
// from a post, and „Testen“. SMTP_URL is four fields – server, port, user, password – so an app password
// with „@“ or „/“ needs no URL-encoding by hand on a phone. A secret is never sent back: its field is empty.
import { openCalendar, type CalendarError } from '../booking/calendar.ts';
import { rules, type Config, type ConfigError, type Name, type Variables } from '../config.ts';
import { sendTestMail } from '../contact/smtp.ts';
import { field } from '../contact/parse.ts';
import { OWNER_GROUPS, type Group, type OwnerSettings } from '../settings.ts';
import { DAY_MS } from '../../shared/clock.ts';
import { count } from '../../shared/format.ts';
import { postAlert } from './alerts.ts';
import { calendarCause, hintOf } from './wording.ts';

/** One input of the form as the page shows it; `value` is never a secret's. */
export interface Field {
  name: string;
  label: string;
  type: 'text' | 'email' | 'url' | 'number' | 'password' | 'checkbox';
  value: string;
  /** The German help line, the field's state („gespeichert“, „vom Betreiber festgelegt“) and the variable's name. */
  hint: string;
  locked: boolean;
  /** A secret that is stored: „entfernen“ clears it. */
  removable: boolean;
  placeholder?: string;
  error?: string;
}

export const ALERT_TEST_TEXT = 'Testnachricht von deiner Website: der Alarm funktioniert.';
const LOCKED = 'vom Betreiber festgelegt';
const STORED = 'gespeichert – leer lassen behält es';
const SMTP_PARTS = { server: rules.SMTP_URL.title!, port: 'Port', benutzer: 'Benutzername', passwort: 'Passwort' };

/** A two-value enum with `off` (ANALYTICS, STATS_DIGEST) is a switch: on is its other value. */
const onValue = (name: Name) => rules[name].enum?.find((value) => value !== 'off') ?? 'on';

/** The fields of `group`'s section for the owner's `values` (stored, or as just posted), with the errors at theirs. */
export function fieldsOf(group: Group, settings: OwnerSettings, config: Config, values: Variables, errors: Variables = {}): Field[] {
  return OWNER_GROUPS[group].flatMap((variable): Field[] => {
    const rule = rules[variable];
    const locked = settings.locked(variable);
    const secret = Boolean(rule.writeOnly);
    const removable = secret && !locked && Boolean(settings.stored[variable]);
    const hint = (state: string | false) => [state, rule.help, `(${variable})`].filter(Boolean).join(' · ');
    const base = { name: variable, label: rule.title!, locked, removable: false, error: errors[variable] };
    if (variable === 'SMTP_URL' && !locked) return smtpFields(values.SMTP_URL, Boolean(settings.stored.SMTP_URL), errors.SMTP_URL);
    if (rule.enum) {
      const current = locked ? config.env[variable] : (values[variable] ?? String(rule.default));
      return [{ ...base, type: 'checkbox', value: current === onValue(variable) ? 'on' : '', hint: hint(locked && LOCKED) }];
    }
    const type = secret ? (variable.endsWith('PASSWORD') ? 'password' : 'url') : rule.type === 'integer' ? 'number' : 'text';
    const shown = secret ? '' : ((locked ? config.env[variable] : values[variable]) ?? '');
    const placeholder = rule.default === undefined ? undefined : String(rule.default);
    const state = locked ? LOCKED : removable && STORED;
    return [{ ...base, type: variable.startsWith('MAIL_') ? 'email' : type, value: shown, placeholder, removable, hint: hint(state) }];
  });
}

/** SMTP_URL as four fields, from the owner's value: the password never shown, the error at the server. */
function smtpFields(url: string | undefined, stored: boolean, error?: string): Field[] {
  const parsed = url ? URL.parse(url) : null;
  const shown = { server: parsed?.hostname, port: parsed?.port, benutzer: parsed && decodeURIComponent(parsed.username), passwort: '' };
  return Object.entries(SMTP_PARTS).map(([part, label]) => ({
    name: `smtp-${part}`,
    label,
    type: part === 'passwort' ? 'password' : part === 'port' ? 'number' : 'text',
    value: shown[part as keyof typeof shown] ?? '',
    hint: {
      server: 'Leer: kein Versand, Anfragen bleiben auf dem Server',
      port: '587 (STARTTLS) oder 465 (TLS)',
      benutzer: '',
      passwort: stored ? STORED : '',
    }[part]!,
    locked: false,
    removable: part === 'passwort' && stored,
    ...(part === 'port' ? { placeholder: '587' } : {}),
    ...(part === 'server' && error ? { error } : {}),
  }));
}

/** The owner's values after a post of `group`'s section: its fields as typed (a secret left empty: the stored one; „entfernen“: none), the rest as stored. */
export function postedValues(body: unknown, group: Group, settings: OwnerSettings): Variables {
  const values: Variables = { ...settings.stored };
  for (const name of OWNER_GROUPS[group]) {
    if (settings.locked(name)) continue;
    const rule = rules[name];
    let typed = name === 'SMTP_URL' ? smtpUrl(body, settings.stored.SMTP_URL) : field(body, name);
    if (rule.enum) typed = typed ? onValue(name) : 'off';
    if (rule.writeOnly && name !== 'SMTP_URL' && !typed && !field(body, `entfernen-${name}`)) continue;
    if (typed) values[name] = typed;
    else delete values[name];
  }
  // The stored calendar password goes to the stored calendar's server alone: another one needs it typed again.
  const [before, after] = [settings.stored.CALENDAR_URL, values.CALENDAR_URL].map((url) => url && URL.parse(url)?.host);
  if (before !== after && values.CALENDAR_PASSWORD === settings.stored.CALENDAR_PASSWORD) delete values.CALENDAR_PASSWORD;
  return values;
}

/** SMTP_URL from the four fields: a password left empty is the stored one while the server stays the same; no server, no relay. */
function smtpUrl(body: unknown, stored: string | undefined): string {
  const [host, port, user, password] = Object.keys(SMTP_PARTS).map((part) => field(body, `smtp-${part}`));
  if (!host) return '';
  const old = stored ? URL.parse(stored) : null;
  const kept = old?.hostname === host && !field(body, 'entfernen-smtp-passwort') ? decodeURIComponent(old.password) : '';
  const login = user ? `${encodeURIComponent(user)}${password || kept ? `:${encodeURIComponent(password || kept)}` : ''}@` : '';
  return `${port === '465' ? 'smtps' : 'smtp'}://${login}${host}${port ? `:${port}` : ''}`;
}

/** A refused value in German, for its field: what is expected, with an example; never the value. */
export function germanError(error: ConfigError, values: Variables): { variable: Name; text: string } {
  const variable = error.variable as Name;
  const rule = rules[variable];
  if (!values[variable]) return { variable, text: 'Nötig, sobald ein Mailserver eingetragen ist.' };
  if (rule.type === 'integer') return { variable, text: `Bitte eine ganze Zahl von ${rule.minimum} bis ${rule.maximum}.` };
  if (variable === 'SMTP_URL') return { variable, text: 'Server oder Port stimmen so nicht, etwa: mail.example.de und 587.' };
  return { variable, text: `Das ist so nicht gültig; ein Beispiel: „${rule.examples?.[0]}“.` };
}

/** „Testen“ of a section: the real check of `config` (the candidate), its outcome in German, the technical answer as `details`. */
export async function testSection(
  group: Exclude<Group, 'records'>,
  config: Config,
): Promise<{ ok: boolean; text: string; details?: string }> {
  const { smtpUrl, mailFrom, mailTo = mailFrom, calendarUrl: url, calendarUser: user, calendarPassword: password, alertUrl } = config;
  if (group === 'mail') {
    if (!smtpUrl) return { ok: false, text: 'Kein Mailserver eingetragen: es gibt keinen Weg für eine Testmail.' };
    const { ok, line, answer } = await sendTestMail(smtpUrl, mailFrom, mailTo);
    const said = ok
      ? `angenommen – prüfe, ob sie bei ${mailTo} angekommen ist.`
      : `fehlgeschlagen: ${hintOf(line.replace(/^failed: /, ''))}.`;
    return { ok, text: `Testmail ${said}`, details: answer };
  }
  if (group === 'calendar') {
    if (!url) return { ok: false, text: 'Keine Kalender-Adresse eingetragen.' };
    const now = Date.now();
    const read = await openCalendar({ url, user, password })
      .read(now, now + DAY_MS)
      .catch((error: CalendarError) => error);
    if (!Array.isArray(read)) return { ok: false, text: `${calendarCause(read.failure ?? null)}.` };
    const busy = count(read.length, 'belegte Zeit', 'belegte Zeiten');
    return { ok: true, text: `Der Kalender ist lesbar: ${busy} in den nächsten 24 Stunden.` };
  }
  if (!alertUrl) return { ok: false, text: 'Keine Alarm-Adresse eingetragen.' };
  const failed = await postAlert(alertUrl, ALERT_TEST_TEXT).catch((error: Error) => error.message);
  if (failed === undefined) return { ok: true, text: 'Die Alarm-Adresse hat die Testnachricht angenommen.' };
  const status = /HTTP (\d+)/.exec(failed)?.[1];
  const cause = status ? `antwortet ${status}` : 'ist nicht erreichbar';
  return { ok: false, text: `Die Alarm-Adresse ${cause} – die Adresse prüfen.`, details: failed };
}
