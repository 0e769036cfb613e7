/** The keynotes: the home page shows the teaser and the topics' titles, /keynotes everything; their form topic is `speaking`. */
import type { Static } from 'typebox';
import { group, heading, id, list, pageTexts, paragraph, short, steps, text } from './schema.ts';

export const KEYNOTES_PATH = '/keynotes';

/** "KI ist Chefsache: Was Führung jetzt entscheiden muss" */
export const talkTitle = (topic: { title: string; subtitle: string }) => `${topic.title}: ${topic.subtitle}`;

/** What a topic states beside its text, and the labels of those statements. */
const topicFacts = () => ({ format: short('Format'), length: short('Länge'), audience: short('Publikum'), languages: short('Sprachen') });

export const keynotesSchema = group('Keynotes', {
  page: pageTexts(),
  ...heading(),
  tagline: short('Eine Zeile (Übersicht)'),
  priceShort: short('Preis (Übersicht)'),
  teaser: paragraph('Kurztext (Startseite)'),
  intro: paragraph('Einleitung (Keynote-Seite)'),
  topicsEyebrow: short('Dachzeile der Themen'),
  topicsTitle: short('Überschrift der Themen'),
  topicLabels: group('Bezeichnungen der Angaben', topicFacts()),
  topics: list(
    'Themen',
    group('Thema', {
      id: id('Anker', 'Für Links wie /keynotes#chefsache: Kleinbuchstaben und Bindestriche.'),
      title: short('Titel'),
      subtitle: short('Untertitel'),
      description: paragraph('Beschreibung'),
      ...topicFacts(),
    }),
    6,
  ),
  factsTitle: short('Überschrift der Fakten'),
  facts: list('Auf einen Blick', group('Fakt', { label: short('Bezeichnung'), value: text('Wert', { max: 300 }) }), 6),
  stageImage: group('Bühnenfoto', { alt: text('Bildbeschreibung', { max: 200 }) }),
  process: steps('Ablauf', 5),
  priceNote: paragraph('Hinweis zum Preis'),
  ctaLabel: short('Beschriftung des Knopfs'),
  detailsLabel: short('Link zur Keynote-Seite'),
});

export type Keynotes = Static<typeof keynotesSchema>;

export const keynotes: Keynotes = {
  page: {
    title: 'Keynotes zu KI im Unternehmen – {identity.name}',
    description:
      'Drei Keynotes zu KI für Führung, Prozesse und Sichtbarkeit in Sprachmodellen: Formate, Längen, Publikum und Sprachen. {identity.name}, {identity.address.city}.',
  },
  eyebrow: 'Keynotes & Vorträge',
  title: 'Keynotes, die nach dem Applaus weiterwirken',
  tagline: 'Vorträge und Workshops zu KI im Unternehmen',
  priceShort: 'Festpreis auf Anfrage',
  teaser: 'Ohne Buzzword-Feuerwerk, mit Beispielen aus echten Unternehmen – für Kongresse, Verbände, Führungsteams und Kundenabende.',
  intro:
    'Ich spreche auf Kongressen, Verbandstagungen, Führungskräftetreffen und Kundenveranstaltungen – ohne Buzzword-Feuerwerk, mit Beispielen aus echten Unternehmen. Jeden Vortrag stimme ich vorher mit dir auf Publikum, Branche und Anlass ab.',
  topicsEyebrow: 'Themen',
  topicsTitle: 'Drei Keynotes zur Auswahl',
  topicLabels: { format: 'Format', length: 'Länge', audience: 'Publikum', languages: 'Sprachen' },
  topics: [
    {
      id: 'chefsache',
      title: 'KI ist Chefsache',
      subtitle: 'Was Führung jetzt entscheiden muss',
      description:
        'Warum KI-Vorhaben selten an der Technik scheitern, aber oft an fehlenden Entscheidungen. Die Keynote zeigt, welche Fragen Geschäftsführung und Führungskräfte selbst beantworten müssen und wie aus einzelnen Piloten eine tragfähige Strategie wird.',
      format: 'Keynote oder Workshop',
      length: '45–90\u00a0Min.',
      audience: 'Geschäftsführungen, Führungsteams, Beiräte',
      languages: 'Deutsch, auf Wunsch Englisch',
    },
    {
      id: 'prozesse-vor-tools',
      title: 'Prozesse vor Tools',
      subtitle: 'Wie KI im Arbeitsalltag produktiv wird',
      description:
        'Beispiele aus Produktion, Service und Vertrieb: wo KI heute messbar Zeit spart, wo sie scheitert und wie man den Unterschied vorher erkennt. Ein Vortrag für alle, die nach der ersten Begeisterung Ergebnisse sehen wollen.',
      format: 'Keynote oder Workshop, mit Praxisbeispielen',
      length: '45–90\u00a0Min.',
      audience: 'Führungskräfte und Fachbereiche aus Produktion, Service und Vertrieb',
      languages: 'Deutsch, auf Wunsch Englisch',
    },
    {
      id: 'sichtbarkeit',
      title: 'Gefunden von ChatGPT & Co.',
      subtitle: 'Sichtbarkeit im Zeitalter der Sprachmodelle',
      description:
        'Kundinnen und Kunden fragen immer öfter KI-Assistenten statt Suchmaschinen. Der Vortrag erklärt, wie Sprachmodelle Unternehmen auswählen und zitieren und was Ontologien, strukturierte Daten und llms.txt damit zu tun haben – verständlich auch ohne technisches Vorwissen.',
      format: 'Keynote',
      length: '45–60\u00a0Min.',
      audience: 'Marketing, Vertrieb, Kommunikation',
      languages: 'Deutsch, auf Wunsch Englisch',
    },
  ],
  factsTitle: 'Auf einen Blick',
  facts: [
    { label: 'Formate', value: 'Keynote mit Fragerunde, Impuls, Workshop – vor Ort oder online' },
    { label: 'Länge', value: 'Keynote 45–60\u00a0Min., Workshop 90\u00a0Min. bis halber Tag' },
    { label: 'Publikum', value: 'Führungskräfte, Verbände, Kongresse, Kundenveranstaltungen' },
    { label: 'Sprachen', value: 'Deutsch, auf Wunsch Englisch' },
  ],
  stageImage: { alt: '{identity.name} auf der Bühne einer Fachkonferenz' },
  process: {
    title: 'So läuft eine Anfrage',
    items: [
      { title: 'Anfrage', text: 'Du nennst Anlass, Datum, Ort und Publikum; ich antworte innerhalb von 24\u00a0Stunden.' },
      { title: 'Vorgespräch', text: 'Wir stimmen Thema, Länge und Beispiele auf dein Publikum und deine Branche ab.' },
      { title: 'Der Vortrag', text: 'Vor Ort oder online, auf Wunsch mit Fragerunde oder anschließendem Workshop.' },
    ],
  },
  priceNote:
    'Für Keynotes erhältst du ein individuelles Festpreisangebot. Reisekosten rechne ich nach tatsächlichem Aufwand ab, auf Wunsch auch als vorab vereinbarte Pauschale.',
  ctaLabel: 'Keynote anfragen',
  detailsLabel: 'Alle Themen, Formate und Längen',
};
