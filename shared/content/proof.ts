/**
 * Trust content after the hero. EVERY ENTRY BELOW IS A PLACEHOLDER (`placeholder: true`) that
 * shows the layout; the owner replaces them with real ones (with the people's written consent).
 * A testimonial or case also stands on the page of its `topic`; `onHome: false` keeps it off the home.
 */
import type { Static } from 'typebox';
import { flag, group, id, list, paragraph, section, short, text } from './schema.ts';

const placeholder = flag('Noch ein Platzhalter', 'Erfundener Beispieleintrag: steht auf der Liste der offenen Platzhalter.');
const about = {
  topic: id('Angebot', 'Die Kennung des Angebots (z.\u00a0B. kilead) oder speaking für die Keynotes.'),
  onHome: flag('Auch auf der Startseite'),
};

export const proofSchema = group('Referenzen und Stimmen', {
  logos: section('Referenzen', {
    items: list('Namen', group('Referenz', { name: text('Name', { max: 80 }), context: text('Anlass', { max: 80 }), placeholder }), 12),
  }),
  testimonials: section('Stimmen', {
    items: list(
      'Stimmen',
      group('Stimme', {
        quote: paragraph('Zitat'),
        name: text('Name', { max: 80 }),
        role: text('Rolle', { max: 80 }),
        company: short('Unternehmen'),
        ...about,
        placeholder,
      }),
      8,
    ),
  }),
  cases: section('Ergebnisse', {
    intro: paragraph('Einleitung'),
    items: list(
      'Projekte',
      group('Projekt', {
        client: short('Kunde'),
        title: short('Titel'),
        text: paragraph('Was getan wurde'),
        results: list('Zahlen', group('Zahl', { value: text('Wert', { max: 20 }), label: text('Bedeutung', { max: 80 }) }), 3),
        ...about,
        placeholder,
      }),
      6,
    ),
  }),
  page: section('Überschrift auf den Angebotsseiten'),
});

type Proof = Static<typeof proofSchema>;
export type Testimonial = Proof['testimonials']['items'][number];
export type Case = Proof['cases']['items'][number];

/** The entries of a default list, every one invented (see above). */
const invented = <T>(items: T[]) => items.map((item) => ({ ...item, placeholder: true }));

export const proof: Proof = {
  logos: {
    eyebrow: 'Referenzen',
    title: 'Gesprochen bei und gearbeitet für',
    items: invented([
      { name: 'Hamburger KI-Forum', context: 'Keynote 2025' },
      { name: 'Nordmetall Dialog', context: 'Keynote 2025' },
      { name: 'IHK Nord Digital', context: 'Vortrag 2024' },
      { name: 'Mittelstandstag Bremen', context: 'Keynote 2024' },
      { name: 'Lindqvist Maschinenbau', context: 'Kunde' },
      { name: 'Hanse Logistik Gruppe', context: 'Kunde' },
    ]),
  },
  testimonials: {
    eyebrow: 'Stimmen',
    title: 'Was Geschäftsführungen über die Zusammenarbeit sagen',
    items: invented([
      {
        quote:
          'Nach zwei Tagen Potenzial-Check hatten wir acht konkrete Vorschläge mit Zahlen dahinter. Drei davon laufen heute produktiv – und die Belegschaft hat mitgemacht, weil sie von Anfang an gefragt wurde.',
        name: 'Katrin Lindqvist',
        role: 'Geschäftsführerin',
        company: 'Lindqvist Maschinenbau GmbH',
        topic: 'potenzialcheck',
        onHome: true,
      },
      {
        quote: 'Jonas hat uns nichts verkauft, sondern ausgeredet, was wir nicht brauchen. Das hat uns mehr gespart als jedes Tool.',
        name: 'Dr. Henrik Asmussen',
        role: 'Kaufmännischer Leiter',
        company: 'Hanse Logistik Gruppe',
        topic: 'kilead',
        onHome: true,
      },
      {
        quote:
          'Seine Keynote war der meistdiskutierte Beitrag unserer Jahrestagung: klar, unaufgeregt und voller Beispiele, die unsere Mitglieder wiedererkannt haben.',
        name: 'Miriam Okafor',
        role: 'Leiterin Veranstaltungen',
        company: 'Unternehmensverband Nord',
        topic: 'speaking',
        onHome: true,
      },
      {
        quote:
          'Im Sparring habe ich gelernt, meine Entscheidungsvorlagen mit KI vorzubereiten. Aus einer Einzel-Session ist dann gleich unser Projekt in der Buchhaltung entstanden.',
        name: 'Sabine Hollmann',
        role: 'Geschäftsführerin',
        company: 'Hollmann Handelshaus',
        topic: 'sparring',
        onHome: false,
      },
    ]),
  },
  cases: {
    eyebrow: 'Ergebnisse',
    title: 'Gemessen, nicht versprochen',
    intro: 'Drei Projekte, gemessen vor dem Start und sechs Monate danach.',
    items: invented([
      {
        client: 'Maschinenbauer, 420\u00a0Mitarbeitende',
        title: 'Angebote in Stunden statt Tagen',
        text: 'Ein Assistent sucht passende Altangebote, Stücklisten und Preise zusammen; der Vertrieb prüft und entscheidet.',
        results: [
          { value: '−62\u00a0%', label: 'Zeit bis zum Angebot' },
          { value: '+11\u00a0%', label: 'Abschlussquote' },
        ],
        topic: 'potenzialcheck',
        onHome: true,
      },
      {
        client: 'Logistikdienstleister, 900\u00a0Mitarbeitende',
        title: 'Kundenservice ohne Suchmarathon',
        text: 'Eine gepflegte Wissensbasis beantwortet Standardfragen und schlägt dem Team Antworten vor.',
        results: [
          { value: '1.900\u00a0h', label: 'gesparte Arbeitszeit pro Jahr' },
          { value: '−35\u00a0%', label: 'Rückfragen an die Fachabteilung' },
        ],
        topic: 'kilead',
        onHome: true,
      },
      {
        client: 'Familienunternehmen Handel, 160\u00a0Mitarbeitende',
        title: 'Belege automatisch vorkontiert',
        text: 'Eingangsrechnungen werden gelesen, zugeordnet und vorkontiert; die Buchhaltung gibt frei.',
        results: [
          { value: '−48\u00a0%', label: 'Bearbeitungszeit je Beleg' },
          { value: '4\u00a0Monate', label: 'bis zur Amortisation' },
        ],
        topic: 'sparring',
        onHome: true,
      },
      {
        client: 'Verbandstagung, 350\u00a0Gäste',
        title: 'Eine Keynote, drei Folgeprojekte',
        text: 'Nach der Keynote „KI ist Chefsache“ haben drei Mitgliedsunternehmen einen KI-Potenzial-Check gebucht.',
        results: [
          { value: '4,8 von 5', label: 'Bewertung durch das Publikum' },
          { value: '3', label: 'Folgeprojekte' },
        ],
        topic: 'speaking',
        onHome: false,
      },
    ]),
  },
  page: { eyebrow: 'Aus der Praxis', title: 'Was es bei anderen gebracht hat' },
};
