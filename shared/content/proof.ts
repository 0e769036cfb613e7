import { NBSP } from './format.ts';
import type { Fact, TopicValue } from './types.ts';

/** `placeholder: true` marks an invented stand-in: the build lists it, the HTML marks it `data-placeholder`. */
type Entries<T> = readonly (T & { placeholder?: boolean })[];
type Heading = { eyebrow: string; title: string };

/**
 * A testimonial or case also stands on the page of the offer it is about (`topic`: an offer's
 * topic, or `speaking` for /keynotes), beside the price; `onHome: false` keeps it off the home page.
 */
type PageProof = { topic: Exclude<TopicValue, 'sonstiges'>; onHome?: false };
export type Testimonial = PageProof & { quote: string; name: string; role: string; company: string };
export type Case = PageProof & { client: string; title: string; text: string; results: readonly Fact[] };

interface ProofContent {
  /** Events and clients, shown as typographic wordmarks (no third-party logo files). */
  logos: Heading & { items: Entries<{ name: string; context: string }> };
  testimonials: Heading & { items: Entries<Testimonial> };
  cases: Heading & { intro: string; items: Entries<Case> };
  /** The heading of an offer page's proof beside its price. */
  page: Heading;
}

/**
 * Trust content right after the hero. EVERY ENTRY BELOW IS A PLACEHOLDER (`placeholder: true`):
 * invented events, people, companies and figures that show the layout. Replace them with real
 * ones (with the people's written consent) and delete the flag, or delete the entry. A list
 * left empty hides its section.
 */
export const proof: ProofContent = {
  logos: {
    eyebrow: 'Referenzen',
    title: 'Gesprochen bei und gearbeitet für',
    items: [
      { name: 'Hamburger KI-Forum', context: 'Keynote 2025', placeholder: true },
      { name: 'Nordmetall Dialog', context: 'Keynote 2025', placeholder: true },
      { name: 'IHK Nord Digital', context: 'Vortrag 2024', placeholder: true },
      { name: 'Mittelstandstag Bremen', context: 'Keynote 2024', placeholder: true },
      { name: 'Lindqvist Maschinenbau', context: 'Kunde', placeholder: true },
      { name: 'Hanse Logistik Gruppe', context: 'Kunde', placeholder: true },
    ],
  },
  testimonials: {
    eyebrow: 'Stimmen',
    title: 'Was Geschäftsführungen über die Zusammenarbeit sagen',
    items: [
      {
        quote:
          'Nach zwei Tagen Potenzial-Check hatten wir acht konkrete Vorschläge mit Zahlen dahinter. Drei davon laufen heute produktiv – und die Belegschaft hat mitgemacht, weil sie von Anfang an gefragt wurde.',
        name: 'Katrin Lindqvist',
        role: 'Geschäftsführerin',
        company: 'Lindqvist Maschinenbau GmbH',
        topic: 'potenzialcheck',
        placeholder: true,
      },
      {
        quote: 'Jonas hat uns nichts verkauft, sondern ausgeredet, was wir nicht brauchen. Das hat uns mehr gespart als jedes Tool.',
        name: 'Dr. Henrik Asmussen',
        role: 'Kaufmännischer Leiter',
        company: 'Hanse Logistik Gruppe',
        topic: 'kilead',
        placeholder: true,
      },
      {
        quote:
          'Seine Keynote war der meistdiskutierte Beitrag unserer Jahrestagung: klar, unaufgeregt und voller Beispiele, die unsere Mitglieder wiedererkannt haben.',
        name: 'Miriam Okafor',
        role: 'Leiterin Veranstaltungen',
        company: 'Unternehmensverband Nord',
        topic: 'speaking',
        placeholder: true,
      },
      {
        quote:
          'Im Sparring habe ich gelernt, meine Entscheidungsvorlagen mit KI vorzubereiten. Aus einer Einzel-Session ist dann gleich unser Projekt in der Buchhaltung entstanden.',
        name: 'Sabine Hollmann',
        role: 'Geschäftsführerin',
        company: 'Hollmann Handelshaus',
        topic: 'sparring',
        onHome: false,
        placeholder: true,
      },
    ],
  },
  cases: {
    eyebrow: 'Ergebnisse',
    title: 'Gemessen, nicht versprochen',
    intro: 'Drei Projekte, gemessen vor dem Start und sechs Monate danach.',
    items: [
      {
        client: `Maschinenbauer, 420${NBSP}Mitarbeitende`,
        title: 'Angebote in Stunden statt Tagen',
        text: 'Ein Assistent sucht passende Altangebote, Stücklisten und Preise zusammen; der Vertrieb prüft und entscheidet.',
        results: [
          { value: `−62${NBSP}%`, label: 'Zeit bis zum Angebot' },
          { value: `+11${NBSP}%`, label: 'Abschlussquote' },
        ],
        topic: 'potenzialcheck',
        placeholder: true,
      },
      {
        client: `Logistikdienstleister, 900${NBSP}Mitarbeitende`,
        title: 'Kundenservice ohne Suchmarathon',
        text: 'Eine gepflegte Wissensbasis beantwortet Standardfragen und schlägt dem Team Antworten vor.',
        results: [
          { value: `1.900${NBSP}h`, label: 'gesparte Arbeitszeit pro Jahr' },
          { value: `−35${NBSP}%`, label: 'Rückfragen an die Fachabteilung' },
        ],
        topic: 'kilead',
        placeholder: true,
      },
      {
        client: `Familienunternehmen Handel, 160${NBSP}Mitarbeitende`,
        title: 'Belege automatisch vorkontiert',
        text: 'Eingangsrechnungen werden gelesen, zugeordnet und vorkontiert; die Buchhaltung gibt frei.',
        results: [
          { value: `−48${NBSP}%`, label: 'Bearbeitungszeit je Beleg' },
          { value: `4${NBSP}Monate`, label: 'bis zur Amortisation' },
        ],
        topic: 'sparring',
        placeholder: true,
      },
      {
        client: `Verbandstagung, 350${NBSP}Gäste`,
        title: 'Eine Keynote, drei Folgeprojekte',
        text: 'Nach der Keynote „KI ist Chefsache“ haben drei Mitgliedsunternehmen einen KI-Potenzial-Check gebucht.',
        results: [
          { value: '4,8 von 5', label: 'Bewertung durch das Publikum' },
          { value: '3', label: 'Folgeprojekte' },
        ],
        topic: 'speaking',
        onHome: false,
        placeholder: true,
      },
    ],
  },
  page: { eyebrow: 'Aus der Praxis', title: 'Was es bei anderen gebracht hat' },
};
