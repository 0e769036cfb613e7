import type { CtaLink, PageMeta } from './types.ts';
import { identity } from './identity.ts';
import { NBSP } from './format.ts';
import { keynotes } from './keynotes.ts';
import { offers } from './offers.ts';

export const pageMeta = {
  home: {
    path: '/',
    title: `${identity.name} – ${identity.title}`,
    description: `KI produktiv machen im Mittelstand: ${identity.name} aus ${identity.address.city} berät Geschäftsführungen, hält Keynotes und begleitet KI-Projekte mit messbarem Nutzen.`,
  },
  impressum: {
    path: '/impressum',
    title: `Impressum – ${identity.name}`,
    description: `Impressum von ${identity.business}, ${identity.address.city}: Anbieterangaben nach §${NBSP}5 DDG, Kontakt, Umsatzsteuer-ID und Hinweis zur Verbraucherstreitbeilegung.`,
  },
  datenschutz: {
    path: '/datenschutz',
    title: `Datenschutzerklärung – ${identity.name}`,
    description:
      'Wie diese Website mit deinen Daten umgeht: keine Cookies, keine Drittanbieter, gekürzte IP-Adressen. Dazu Kontaktformular, Speicherdauer und deine Rechte.',
  },
  letter: {
    path: '/brief-aus-der-zukunft',
    title: `Brief aus der Zukunft – ${identity.name}`,
    description:
      'Ein Brief aus dem Jahr 2031 an Führungskräfte von heute: was die Unternehmen richtig gemacht haben, die KI gut nutzen – und womit du morgen beginnen kannst.',
  },
  notFound: {
    path: '',
    title: `Seite nicht gefunden – ${identity.name}`,
    description: `Diese Seite gibt es leider nicht. Auf der Startseite findest du alles über ${identity.name}: KI-Beratung, Keynotes, Angebote und den direkten Kontakt.`,
  },
  serverError: {
    path: '',
    title: `Technischer Fehler – ${identity.name}`,
    description: `Hier ist leider ein technischer Fehler aufgetreten. Bitte versuche es später noch einmal oder schreib ${identity.name} direkt eine E-Mail.`,
  },
} satisfies Record<string, PageMeta>;

/** Every public page, in the order sitemap.xml lists them. */
export const publicPages: readonly PageMeta[] = [
  pageMeta.home,
  ...offers.map((offer) => offer.page),
  keynotes.page,
  pageMeta.impressum,
  pageMeta.datenschutz,
  pageMeta.letter,
];

/** The offer pages and /keynotes, in the order the home page shows them: the header, the phone menu, the footer. */
const offerLinks: CtaLink[] = offers.map((offer) => ({ label: offer.title, href: offer.page.path }));
const keynotesLink: CtaLink = { label: 'Keynotes', href: keynotes.page.path };

export const footer = {
  accolade: identity.accolade,
  /** Where the accolade comes from (UWG). */
  accoladeSource: `Quelle: ${identity.accoladeSource.label}`,
  tagline: `Unabhängige KI-Beratung für Mittelstand und Familienunternehmen – aus ${identity.address.city}, im ganzen deutschsprachigen Raum.`,
  offersTitle: 'Angebote',
  offerLinks: [...offerLinks, keynotesLink],
  linksTitle: 'Weiteres',
  links: [
    { label: 'Brief aus der Zukunft', href: '/brief-aus-der-zukunft' },
    { label: 'LinkedIn', href: identity.linkedinUrl, external: true },
    { label: 'Newsletter', href: identity.newsletterUrl, external: true },
    { label: 'Impressum', href: '/impressum' },
    { label: 'Datenschutz', href: '/datenschutz' },
  ],
  copyright: `© 2026 ${identity.name}`,
};

/** What frames the prose documents of prose/ on their pages, and the letter's call to action. */
export const textPages = {
  backLabel: 'Zurück zur Startseite',
  updated: (monthYear: string) => `Stand: ${monthYear}`,
  byline: (minutes: number) => `Von ${identity.name} · ${minutes}${NBSP}Minuten Lesezeit`,
  letterCta: {
    title: 'Und wo steht dein Unternehmen heute?',
    text: `In einem kostenlosen Erstgespräch von 15${NBSP}Minuten klären wir, womit du anfangen kannst – ohne Verkaufsgespräch.`,
    link: { label: `Kostenloses Erstgespräch (15${NBSP}Min.)`, href: '/?anliegen=sonstiges#contact', topic: 'sonstiges' } satisfies CtaLink,
  },
};

export const notFound = {
  title: 'Diese Seite gibt es leider nicht',
  text: 'Vielleicht hat sich ein Tippfehler in die Adresse eingeschlichen, oder die Seite ist umgezogen. Auf der Startseite findest du Angebote, Keynote-Themen und den direkten Weg zu mir.',
  homeLabel: 'Zur Startseite',
};

export const serverError: typeof notFound = {
  title: 'Da ist etwas schiefgelaufen',
  text: `Auf meiner Seite ist ein technischer Fehler aufgetreten – an dir liegt es nicht. Bitte versuche es in ein paar Minuten noch einmal oder schreib mir direkt an ${identity.email}.`,
  homeLabel: 'Zur Startseite',
};

export const skipLinkLabel = 'Zum Inhalt springen';

/** The ways back from an offer or keynote page, and its closing call to action. */
export const subpage = {
  backLabel: 'Zur Startseite',
  ctaTitle: 'Passt das zu deinem Vorhaben?',
  /** As the contact section's intro: `booking` while calls can be booked. */
  ctaText: {
    booking: `In 15${NBSP}Minuten klären wir kostenlos, ob und wie ich dir helfen kann. Buch dir gleich einen Termin – oder lass dich zurückrufen oder schreib mir.`,
    without: `In 15${NBSP}Minuten klären wir kostenlos, ob und wie ich dir helfen kann. Lass dich zurückrufen oder schreib mir.`,
  },
  keynoteCtaTitle: 'Dein Publikum, dein Anlass',
  keynoteCtaText: `Nenn mir Datum, Ort und Publikum – ich melde mich innerhalb von 24${NBSP}Stunden mit einem Vorschlag und einem Festpreisangebot.`,
} as const;

/**
 * The header: "Angebote" opens the offer pages (a submenu on wide screens, a group of the phone
 * menu), then the other links; "Kontakt" is the button at the end. The phone number is a
 * tap-to-call link in the bar itself.
 */
export const nav = {
  label: 'Hauptnavigation',
  menuLabel: 'Menü',
  callLabel: 'Anrufen:',
  offersLabel: 'Angebote',
  offers: offerLinks,
  items: [keynotesLink, { label: 'Über mich', href: '/#ueber-mich' }] satisfies CtaLink[],
  contact: { label: 'Kontakt', href: '/#contact' } satisfies CtaLink,
} as const;
