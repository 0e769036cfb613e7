/** The site's own texts around the content: page titles and descriptions, header, footer, text and error pages. */
import type { Static } from 'typebox';
import { byBooking, group, link, list, pageTexts, paragraph, short, text } from './schema.ts';

const errorPage = (title: string) =>
  group(title, { title: short('Überschrift'), text: paragraph('Text'), homeLabel: short('Link zur Startseite') });

export const siteSchema = group('Seitentexte', {
  pages: group('Seiten in Suchmaschinen', {
    home: pageTexts(),
    impressum: pageTexts(),
    datenschutz: pageTexts(),
    letter: pageTexts(),
    notFound: pageTexts(),
    serverError: pageTexts(),
  }),
  nav: group('Kopfzeile', {
    label: short('Name der Navigation (Vorleser)'),
    menuLabel: short('Menü'),
    callLabel: short('Vor der Telefonnummer'),
    offersLabel: short('Angebote'),
    keynotesLabel: short('Keynotes'),
    aboutLabel: short('Über mich'),
    contactLabel: short('Kontakt'),
  }),
  footer: group('Fußzeile', {
    accoladeSource: text('Quelle der Auszeichnung', { max: 300 }),
    tagline: text('Zeile über dich', { max: 300, lines: 2 }),
    offersTitle: short('Überschrift der Angebote'),
    linksTitle: short('Überschrift der Links'),
    links: list('Links', link('Link'), 8),
    copyright: short('Copyright'),
  }),
  offerPage: group('Angebotsseiten', {
    audienceTitle: short('Überschrift „Für wen“'),
    processTitle: short('Überschrift des Ablaufs'),
    priceNote: text('Hinweis zu den Preisen', { max: 300 }),
    ctaTitle: short('Überschrift vor dem Kontakt'),
    ctaText: byBooking('Text vor dem Kontakt', () => paragraph('Text vor dem Kontakt')),
    keynoteCtaTitle: short('Überschrift vor dem Kontakt (Keynotes)'),
    keynoteCtaText: paragraph('Text vor dem Kontakt (Keynotes)'),
    backLabel: short('Link zurück zur Startseite'),
  }),
  textPages: group('Textseiten', {
    backLabel: short('Link zurück zur Startseite'),
    updatedLabel: short('Vor dem Stand'),
    byline: text('Unter dem Titel des Briefs', { max: 120, help: '{minuten} steht für die Lesezeit.' }),
    letterCta: group('Aufruf unter dem Brief', { title: short('Überschrift'), text: paragraph('Text'), link: link('Knopf') }),
  }),
  topics: group('Anliegen im Formular', { speaking: short('Keynote'), other: short('Sonstiges') }),
  notFound: errorPage('Seite nicht gefunden'),
  serverError: errorPage('Technischer Fehler'),
  skipLinkLabel: short('Link „Zum Inhalt springen“'),
});

export type SiteTexts = Static<typeof siteSchema>;

export const site: SiteTexts = {
  pages: {
    home: {
      title: '{identity.name} – {identity.title}',
      description:
        'KI produktiv machen im Mittelstand: {identity.name} aus {identity.address.city} berät Geschäftsführungen, hält Keynotes und begleitet KI-Projekte mit messbarem Nutzen.',
    },
    impressum: {
      title: 'Impressum – {identity.name}',
      description:
        'Impressum von {identity.business}, {identity.address.city}: Anbieterangaben nach §\u00a05 DDG, Kontakt, Umsatzsteuer-ID und Hinweis zur Verbraucherstreitbeilegung.',
    },
    datenschutz: {
      title: 'Datenschutzerklärung – {identity.name}',
      description:
        'Wie diese Website mit deinen Daten umgeht: keine Cookies, keine Drittanbieter, gekürzte IP-Adressen. Dazu Kontaktformular, Speicherdauer und deine Rechte.',
    },
    letter: {
      title: 'Brief aus der Zukunft – {identity.name}',
      description:
        'Ein Brief aus dem Jahr 2031 an Führungskräfte von heute: was die Unternehmen richtig gemacht haben, die KI gut nutzen – und womit du morgen beginnen kannst.',
    },
    notFound: {
      title: 'Seite nicht gefunden – {identity.name}',
      description:
        'Diese Seite gibt es leider nicht. Auf der Startseite findest du alles über {identity.name}: KI-Beratung, Keynotes, Angebote und den direkten Kontakt.',
    },
    serverError: {
      title: 'Technischer Fehler – {identity.name}',
      description:
        'Hier ist leider ein technischer Fehler aufgetreten. Bitte versuche es später noch einmal oder schreib {identity.name} direkt eine E-Mail.',
    },
  },
  nav: {
    label: 'Hauptnavigation',
    menuLabel: 'Menü',
    callLabel: 'Anrufen:',
    offersLabel: 'Angebote',
    keynotesLabel: 'Keynotes',
    aboutLabel: 'Über mich',
    contactLabel: 'Kontakt',
  },
  footer: {
    accoladeSource: 'Quelle: {identity.accoladeSource.label}',
    tagline:
      'Unabhängige KI-Beratung für Mittelstand und Familienunternehmen – aus {identity.address.city}, im ganzen deutschsprachigen Raum.',
    offersTitle: 'Angebote',
    linksTitle: 'Weiteres',
    links: [
      { label: 'Brief aus der Zukunft', href: '/brief-aus-der-zukunft' },
      { label: 'LinkedIn', href: '{identity.linkedinUrl}' },
      { label: 'Newsletter', href: '{identity.newsletterUrl}' },
      { label: 'Impressum', href: '/impressum' },
      { label: 'Datenschutz', href: '/datenschutz' },
    ],
    copyright: '© 2026 {identity.name}',
  },
  offerPage: {
    audienceTitle: 'Für wen',
    processTitle: 'So läuft es ab',
    priceNote: 'Alle Preise sind Festpreise, netto zuzüglich Umsatzsteuer.',
    ctaTitle: 'Passt das zu deinem Vorhaben?',
    ctaText: {
      booking:
        'In 15\u00a0Minuten klären wir kostenlos, ob und wie ich dir helfen kann. Buch dir gleich einen Termin – oder lass dich zurückrufen oder schreib mir.',
      without: 'In 15\u00a0Minuten klären wir kostenlos, ob und wie ich dir helfen kann. Lass dich zurückrufen oder schreib mir.',
    },
    keynoteCtaTitle: 'Dein Publikum, dein Anlass',
    keynoteCtaText:
      'Nenn mir Datum, Ort und Publikum – ich melde mich innerhalb von 24\u00a0Stunden mit einem Vorschlag und einem Festpreisangebot.',
    backLabel: 'Zur Startseite',
  },
  textPages: {
    backLabel: 'Zurück zur Startseite',
    updatedLabel: 'Stand:',
    byline: 'Von {identity.name} · {minuten}\u00a0Minuten Lesezeit',
    letterCta: {
      title: 'Und wo steht dein Unternehmen heute?',
      text: 'In einem kostenlosen Erstgespräch von 15\u00a0Minuten klären wir, womit du anfangen kannst – ohne Verkaufsgespräch.',
      link: { label: 'Kostenloses Erstgespräch (15\u00a0Min.)', href: '/?anliegen=sonstiges#contact' },
    },
  },
  topics: { speaking: 'Keynote anfragen', other: 'Sonstiges' },
  notFound: {
    title: 'Diese Seite gibt es leider nicht',
    text: 'Vielleicht hat sich ein Tippfehler in die Adresse eingeschlichen, oder die Seite ist umgezogen. Auf der Startseite findest du Angebote, Keynote-Themen und den direkten Weg zu mir.',
    homeLabel: 'Zur Startseite',
  },
  serverError: {
    title: 'Da ist etwas schiefgelaufen',
    text: 'Auf meiner Seite ist ein technischer Fehler aufgetreten – an dir liegt es nicht. Bitte versuche es in ein paar Minuten noch einmal oder schreib mir direkt an {identity.email}.',
    homeLabel: 'Zur Startseite',
  },
  skipLinkLabel: 'Zum Inhalt springen',
};
