/** Every fact about the consultant, cited as `{identity.name}`; the person is fictional until the owner replaces these values. */
import type { Static } from 'typebox';
import { EMAIL_PATTERN } from '../contact.ts';
import { STATES } from './privacy.ts';
import { choice, flag, group, list, short, text } from './schema.ts';

const url = (title: string) => text(title, { pattern: '^https://\\S+$', help: 'Eine Adresse mit https://' });

export const identitySchema = group('Person und Kontakt', {
  name: text('Name', { max: 80 }),
  title: text('Titel', { max: 80, help: 'Steht in der Kopfzeile und in der Fußzeile.' }),
  jobTitle: text('Berufsbezeichnung', { max: 80, help: 'Für Suchmaschinen und Sprachmodelle.' }),
  business: text('Name des Unternehmens', { max: 120, help: 'So, wie er im Impressum steht.' }),
  legalForm: text('Rechtsform', { max: 80 }),
  address: group('Anschrift', {
    street: short('Straße und Hausnummer'),
    postalCode: text('Postleitzahl', { max: 5, pattern: '^\\d{5}$' }),
    city: text('Ort', { max: 80 }),
    state: choice('Bundesland', STATES, 'Bestimmt die Datenschutz-Aufsichtsbehörde in der Datenschutzerklärung.'),
    country: text('Land', { max: 80 }),
  }),
  email: text('E-Mail-Adresse', { max: 254, pattern: EMAIL_PATTERN.source }),
  phone: text('Telefonnummer', {
    max: 30,
    pattern: '^\\+?[0-9 ()/-]{7,30}$',
    help: 'So, wie sie angezeigt wird, z.\u00a0B. +49 40 2380 6150.',
  }),
  linkedinUrl: url('LinkedIn-Profil'),
  newsletterUrl: url('Newsletter'),
  newsletterName: text('Name des Newsletters', { max: 80 }),
  vatId: text('Umsatzsteuer-Identifikationsnummer', { max: 40 }),
  accolade: text('Auszeichnung', { max: 80 }),
  accoladeSource: group('Quelle der Auszeichnung', {
    placeholder: flag('Noch ein Platzhalter', 'Werbung mit einem Ranking muss seine Quelle nennen (UWG §\u00a05).'),
    label: text('Quelle', { max: 200 }),
    short: text('Kurzform', { max: 60 }),
  }),
  knowsAbout: list('Themen (für Suchmaschinen)', text('Thema', { max: 80 }), 12),
});

export type Identity = Static<typeof identitySchema>;

export const identity: Identity = {
  name: 'Jonas Falkenberg',
  title: 'KI-Berater & Keynote-Speaker',
  jobTitle: 'KI-Berater und Keynote-Speaker',
  business: 'Jonas Falkenberg – KI-Beratung',
  legalForm: 'Einzelunternehmen',
  address: { street: 'Brandstwiete 4', postalCode: '20457', city: 'Hamburg', state: 'Hamburg', country: 'Deutschland' },
  email: 'kontakt@jonas-falkenberg.de',
  phone: '+49 40 2380 6150',
  linkedinUrl: 'https://www.linkedin.com/in/jonas-falkenberg-ki',
  newsletterUrl: 'https://www.linkedin.com/newsletters/ki-klartext-7201234567890123456',
  newsletterName: 'KI-Klartext',
  vatId: 'DE\u00a0318\u00a0472\u00a0905',
  accolade: 'Top-10-KI-Experte 2025',
  accoladeSource: {
    placeholder: true,
    label: 'Ranking „Top 10 KI-Berater im deutschsprachigen Raum“, Magazin Mittelstand Digital, Ausgabe 11/2025',
    short: 'Mittelstand Digital 11/2025',
  },
  knowsAbout: [
    'Künstliche Intelligenz',
    'KI-Strategie',
    'Generative KI',
    'Prozessautomatisierung',
    'Change-Management',
    'Ontologien und Wissensgraphen',
  ],
};
