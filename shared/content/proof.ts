import { NBSP } from './format.ts';
import type { Fact } from './types.ts';

/** `placeholder: true` marks an invented stand-in: the build lists it, the HTML marks it `data-placeholder`. */
type Entries<T> = readonly (T & { placeholder?: boolean })[];
type Heading = { eyebrow: string; title: string };

interface ProofContent {
  /** Events and clients, shown as typographic wordmarks (no third-party logo files). */
  logos: Heading & { items: Entries<{ name: string; context: string }> };
  testimonials: Heading & { items: Entries<{ quote: string; name: string; role: string; company: string }> };
  cases: Heading & { intro: string; items: Entries<{ client: string; title: string; text: string; results: readonly Fact[] }> };
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
        placeholder: true,
      },
      {
        quote: 'Jonas hat uns nichts verkauft, sondern ausgeredet, was wir nicht brauchen. Das hat uns mehr gespart als jedes Tool.',
        name: 'Dr. Henrik Asmussen',
        role: 'Kaufmännischer Leiter',
        company: 'Hanse Logistik Gruppe',
        placeholder: true,
      },
      {
        quote:
          'Seine Keynote war der meistdiskutierte Beitrag unserer Jahrestagung: klar, unaufgeregt und voller Beispiele, die unsere Mitglieder wiedererkannt haben.',
        name: 'Miriam Okafor',
        role: 'Leiterin Veranstaltungen',
        company: 'Unternehmensverband Nord',
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
        placeholder: true,
      },
    ],
  },
};
