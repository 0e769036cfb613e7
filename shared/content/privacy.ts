// The facts of the running site that the privacy statement (prose/datenschutz.mdx) states.
import { identity } from './identity.ts';

/**
 * Days the server keeps a delivered lead after receiving it (an undelivered one stays until it is delivered or handled by hand): the default of
 * LEAD_RETENTION_DAYS, and the period the privacy statement names.
 */
export const LEAD_RETENTION_DAYS = 30;

/**
 * Days the log store keeps the server's log lines, as the privacy statement names them. The
 * server writes its log to stdout only: the log store (journald, README › Logs) deletes them.
 */
export const LOG_RETENTION_DAYS = 14;

/**
 * PLACEHOLDERS the owner fills in before going live: his processors (Auftragsverarbeiter,
 * Art. 28 DSGVO). `hosting`: who runs the server (and a CDN in front of it); `mailRelay`: the
 * mail service behind SMTP_URL that delivers the leads; `calendar`: the provider of the calendar
 * behind CALENDAR_URL, which gets the visitor's name and address with every booked event.
 */
export const processors = {
  hosting: '[Platzhalter: Name, Anschrift und Serverstandort des Hosting-Anbieters]',
  mailRelay: '[Platzhalter: Name und Anschrift des E-Mail-Dienstleisters]',
  calendar: '[Platzhalter: Name und Anschrift des Kalender-Anbieters]',
};

/**
 * The data-protection authority of each Land for businesses (in Bayern the Landesamt, not the
 * Landesbeauftragte, who oversees public bodies): the privacy statement names the one of the
 * owner's `identity.address.state`, a misspelt state fails the type check.
 */
const AUTHORITIES = {
  'Baden-Württemberg': [
    'Landesbeauftragter für den Datenschutz und die Informationsfreiheit Baden-Württemberg',
    'https://www.baden-wuerttemberg.datenschutz.de/',
  ],
  Bayern: ['Bayerisches Landesamt für Datenschutzaufsicht', 'https://www.lda.bayern.de/'],
  Berlin: ['Berliner Beauftragte für Datenschutz und Informationsfreiheit', 'https://www.datenschutz-berlin.de/'],
  Brandenburg: ['Landesbeauftragte für den Datenschutz und für das Recht auf Akteneinsicht Brandenburg', 'https://www.lda.brandenburg.de/'],
  Bremen: ['Landesbeauftragte für Datenschutz und Informationsfreiheit der Freien Hansestadt Bremen', 'https://www.datenschutz.bremen.de/'],
  Hamburg: ['Hamburgischer Beauftragter für Datenschutz und Informationsfreiheit', 'https://datenschutz-hamburg.de/'],
  Hessen: ['Hessischer Beauftragter für Datenschutz und Informationsfreiheit', 'https://datenschutz.hessen.de/'],
  'Mecklenburg-Vorpommern': [
    'Landesbeauftragter für Datenschutz und Informationsfreiheit Mecklenburg-Vorpommern',
    'https://www.datenschutz-mv.de/',
  ],
  Niedersachsen: ['Landesbeauftragter für den Datenschutz Niedersachsen', 'https://www.lfd.niedersachsen.de/'],
  'Nordrhein-Westfalen': ['Landesbeauftragte für Datenschutz und Informationsfreiheit Nordrhein-Westfalen', 'https://www.ldi.nrw.de/'],
  'Rheinland-Pfalz': [
    'Landesbeauftragter für den Datenschutz und die Informationsfreiheit Rheinland-Pfalz',
    'https://www.datenschutz.rlp.de/',
  ],
  Saarland: ['Unabhängiges Datenschutzzentrum Saarland', 'https://www.datenschutz.saarland.de/'],
  Sachsen: ['Sächsische Datenschutz- und Transparenzbeauftragte', 'https://www.datenschutz.sachsen.de/'],
  'Sachsen-Anhalt': ['Landesbeauftragte für den Datenschutz Sachsen-Anhalt', 'https://datenschutz.sachsen-anhalt.de/'],
  'Schleswig-Holstein': ['Unabhängiges Landeszentrum für Datenschutz Schleswig-Holstein', 'https://www.datenschutzzentrum.de/'],
  Thüringen: ['Thüringer Landesbeauftragter für den Datenschutz und die Informationsfreiheit', 'https://www.tlfdi.de/'],
} as const satisfies Record<string, readonly [name: string, url: string]>;

/** The authority for the owner's Land: a complaint (Art. 77 DSGVO) may go there. */
export const supervisoryAuthority = (([name, url]) => ({ name, url }))(AUTHORITIES[identity.address.state]);
