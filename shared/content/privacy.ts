// The facts of the running site that the privacy statement states, and the processors the owner names there.
import type { Static } from 'typebox';
import { group, text } from './schema.ts';

/** Days the server keeps a delivered lead (an undelivered one stays until handled): LEAD_RETENTION_DAYS's default. */
export const LEAD_RETENTION_DAYS = 30;

/** Days the log store keeps the log lines (the server writes to stdout only; journald deletes them), as the privacy statement says. */
export const LOG_RETENTION_DAYS = 14;

const processor = (title: string, help: string) => text(title, { max: 300, lines: 2, help });

/** The owner's processors (Auftragsverarbeiter, Art. 28 DSGVO), named in the privacy statement as `{privacy.hosting}` and so on. */
export const privacySchema = group('Auftragsverarbeiter', {
  hosting: processor('Hosting', 'Wer den Server betreibt (und ein CDN davor): Name, Anschrift, Serverstandort.'),
  mailRelay: processor('E-Mail-Versand', 'Der Dienst hinter dem Mailserver, der die Anfragen zustellt: Name und Anschrift.'),
  calendar: processor('Kalender', 'Der Anbieter deines Kalenders, der mit jedem gebuchten Termin Name und Adresse erhält.'),
});

export const privacy: Static<typeof privacySchema> = {
  hosting: '[Platzhalter: Name, Anschrift und Serverstandort des Hosting-Anbieters]',
  mailRelay: '[Platzhalter: Name und Anschrift des E-Mail-Dienstleisters]',
  calendar: '[Platzhalter: Name und Anschrift des Kalender-Anbieters]',
};

/**
 * The data-protection authority for businesses of each Land (in Bayern the Landesamt, not the Landesbeauftragte, who
 * oversees public bodies); the privacy statement names the one of the owner's `identity.address.state`.
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

export type State = keyof typeof AUTHORITIES;
/** The Länder for the editor's choice, each its own label. */
export const STATES = Object.fromEntries(Object.keys(AUTHORITIES).map((state) => [state, state])) as Record<State, string>;

/** The authority for the owner's Land: a complaint (Art. 77 DSGVO) may go there. */
export const supervisoryAuthority = (state: State) => (([name, url]) => ({ name, url }))(AUTHORITIES[state]);
