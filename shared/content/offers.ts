/** The offers, in the home page's order. Prices are whole euros, cited in texts as `{offer.kilead.price}`. */
import type { Static } from 'typebox';
import { formatEuro } from '../format.ts';
import { flag, group, id, item, list, pageTexts, paragraph, points, short, text, whole } from './schema.ts';

const offerSchema = group('Angebot', {
  id: id('Kennung', 'Steht in Links und im Formular (Anliegen), z.\u00a0B. kilead; nach dem Veröffentlichen nicht mehr ändern.'),
  hidden: flag('Verborgen', 'Ein verborgenes Angebot erscheint nirgends auf der Website.'),
  anchor: text('Anker auf der Startseite', { max: 40, pattern: '^[a-z][a-z0-9-]*$' }),
  page: group('Eigene Seite', {
    path: text('Adresse der Seite', { max: 60, pattern: '^/[a-z0-9][a-z0-9-]*$', help: 'z.\u00a0B. /externer-ki-lead' }),
    ...pageTexts().properties,
  }),
  eyebrow: text('Dachzeile', { max: 80 }),
  title: text('Name', { max: 80 }),
  promise: text('Versprechen (Startseite)', { max: 300, lines: 2 }),
  tagline: short('Eine Zeile (Übersicht)'),
  lead: paragraph('Einleitung (eigene Seite)'),
  priceEur: whole('Preis in Euro', 0, 1_000_000, 'Ganze Euro, netto.'),
  pricePrefix: text('Vor dem Preis', { max: 40, help: 'z.\u00a0B. „Festpreis ab“' }),
  priceSuffix: text('Nach dem Preis', { max: 40, help: 'z.\u00a0B. „pro Monat“' }),
  monthly: flag('Monatlicher Preis', 'Für Suchmaschinen: der Preis gilt je Monat.'),
  facts: points('Fakten neben dem Preis', 4),
  keyPoints: points('Drei Punkte (Startseite)', 3),
  detailsLabel: text('Link zur eigenen Seite', { max: 80 }),
  featuresHeading: text('Überschrift des Umfangs', { max: 80 }),
  features: list('Umfang', item('Leistung'), 8),
  audience: points('Für wen', 6),
  process: list('So läuft es ab', item('Schritt'), 5),
  ctaLabel: text('Beschriftung des Knopfs', { max: 60 }),
  illustration: text('Bildbeschreibung der Illustration', { max: 200, help: 'Leer lassen: ohne Illustration.' }),
  summary: text('Zusammenfassung (Suchmaschinen, llms.txt)', { max: 400, lines: 3 }),
});

export type Offer = Static<typeof offerSchema>;

/** "Festpreis ab 3.500 € pro Monat". */
export const priceText = (offer: Offer) => `${offer.pricePrefix} ${formatEuro(offer.priceEur)} ${offer.priceSuffix}`;

export const offersSchema = list('Angebote', offerSchema, 8);

export const offers: Offer[] = [
  {
    id: 'kilead',
    hidden: false,
    anchor: 'ki-lead',
    page: {
      path: '/externer-ki-lead',
      title: 'Externer KI-Lead ab {offer.kilead.price} im Monat – {identity.name}',
      description:
        'KI-Leitung auf Zeit für den Mittelstand: Strategie-Meetings, Projekt-Pipeline mit ROI-Tracking, Anbieter-Evaluierung, Ad-hoc-Support. Ab {offer.kilead.price} im Monat.',
    },
    eyebrow: 'Laufende Begleitung',
    title: 'Externer KI-Lead',
    promise: 'KI-Leitung auf Zeit: verlässlich, mit festem Budget und klaren Ergebnissen – ohne eigene KI-Abteilung.',
    tagline: 'KI-Leitung auf Zeit, ohne eigene Abteilung',
    lead: 'Du willst KI im Unternehmen voranbringen, aber eine eigene KI-Leitung lohnt sich noch nicht? Ich übernehme die Rolle – verlässlich, mit festem Budget und klaren Ergebnissen.',
    priceEur: 3500,
    pricePrefix: 'Festpreis ab',
    priceSuffix: 'pro Monat',
    monthly: true,
    facts: ['Laufende Begleitung, monatlich abgerechnet', 'Reaktion innerhalb von 24\u00a0h'],
    keyPoints: [
      'Monatliche Strategie-Meetings mit der Geschäftsführung',
      'KI-Projekt-Pipeline mit ROI-Tracking',
      'Ad-hoc-Support mit Reaktion innerhalb von 24\u00a0h',
    ],
    detailsLabel: 'Alles zum Externen KI-Lead',
    featuresHeading: 'Das ist enthalten',
    features: [
      {
        title: 'Monatliche Strategie-Meetings',
        text: 'Wir richten Prioritäten, Budget und Roadmap jeden Monat neu aus – mit der Geschäftsführung am Tisch.',
      },
      {
        title: 'KI-Projekt-Pipeline mit ROI-Tracking',
        text: 'Jede Idee bekommt einen Business Case; jedes Projekt wird an seinem Nutzen gemessen, nicht an seiner Begeisterung.',
      },
      {
        title: 'Anbieter-Evaluierung',
        text: 'Ich prüfe Tools und Dienstleister unabhängig und ohne Provisionen – damit du nicht für Folien bezahlst.',
      },
      { title: 'Team-Enablement', text: 'Deine Leute lernen, KI sicher und wirksam im eigenen Arbeitsalltag einzusetzen.' },
      { title: 'Ad-hoc-Support', text: 'Bei Fragen und Entscheidungen zwischen den Terminen: Reaktion innerhalb von 24\u00a0h.' },
    ],
    audience: [
      'Geschäftsführungen, die KI voranbringen wollen, für die sich eine eigene KI-Leitung aber (noch) nicht lohnt',
      'Unternehmen mit ersten Piloten, die daraus eine tragfähige Strategie machen wollen',
      'Teams, die eine unabhängige zweite Meinung zu Anbietern und Werkzeugen brauchen',
    ],
    process: [
      { title: 'Erstgespräch', text: '15\u00a0Minuten, kostenlos: Wir klären, wo du stehst und ob die Rolle zu deinem Vorhaben passt.' },
      {
        title: 'Bestandsaufnahme',
        text: 'Im ersten Monat sichte ich laufende Ideen und Projekte und lege mit dir Prioritäten, Budget und Messgrößen fest.',
      },
      {
        title: 'Laufende Begleitung',
        text: 'Monatliche Strategie-Meetings, eine gepflegte Projekt-Pipeline und Antworten innerhalb von 24\u00a0h, monatlich abgerechnet.',
      },
    ],
    ctaLabel: 'Erstgespräch vereinbaren',
    illustration: '',
    summary:
      'Externe KI-Leitung auf Zeit: Strategie, Projekt-Pipeline mit ROI-Tracking, Anbieter-Evaluierung, Team-Enablement und Ad-hoc-Support.',
  },
  {
    id: 'potenzialcheck',
    hidden: false,
    anchor: 'potenzial-check',
    page: {
      path: '/ki-potenzial-check',
      title: 'KI-Potenzial-Check: 2 Tage vor Ort, {offer.potenzialcheck.price} – {identity.name}',
      description:
        'Zwei Tage (48\u00a0Stunden) vor Ort an deinen echten Prozessen: 5 bis 10 KI-Vorschläge mit ROI-Bewertung und Go/No-Go-Empfehlung. {offer.potenzialcheck.price} inkl. Reisekosten.',
    },
    eyebrow: 'Zwei Tage vor Ort',
    title: 'KI-Potenzial-Check',
    promise: 'Zwei Tage an deinen echten Prozessen – danach weißt du, wo KI sich rechnet und wo nicht.',
    tagline: 'Zwei Tage vor Ort an deinen Prozessen',
    lead: 'Zwei Tage bei dir im Unternehmen, an deinen echten Prozessen. Danach weißt du, wo KI sich rechnet – und wo nicht.',
    priceEur: 3600,
    pricePrefix: 'Festpreis',
    priceSuffix: 'inkl. Reisekosten',
    monthly: false,
    facts: ['2\u00a0Tage (48\u00a0Stunden) vor Ort', 'An deinen echten Prozessen'],
    keyPoints: [
      '5 bis 10 konkrete Vorschläge mit ROI-Bewertung',
      'Priorisierung nach Impact und Go/No-Go-Empfehlung',
      'Ausführliche PDF-Dokumentation',
    ],
    detailsLabel: 'Alles zum KI-Potenzial-Check',
    featuresHeading: 'Das bekommst du',
    features: [
      { title: '5 bis 10 konkrete Vorschläge', text: 'Jeder Vorschlag mit ROI-Bewertung: Aufwand, Nutzen und Risiko auf einen Blick.' },
      { title: 'Priorisierung nach Impact', text: 'Du siehst sofort, womit du anfängst und was warten kann.' },
      { title: 'Follow-up mit Go/No-Go-Empfehlung', text: 'Wir gehen die Ergebnisse gemeinsam durch; du bekommst eine klare Empfehlung.' },
      { title: 'Ausführliche PDF-Dokumentation', text: 'Alle Ergebnisse schriftlich – für Geschäftsführung, Betriebsrat und Team.' },
    ],
    audience: [
      'Mittelständler und Familienunternehmen, die wissen wollen, wo KI bei ihnen konkret hilft',
      'Geschäftsführungen, die vor einer Investition eine unabhängige Einschätzung brauchen',
      'Bereiche mit viel Routinearbeit: Auftragsannahme, Disposition, Service, Buchhaltung',
    ],
    process: [
      { title: 'Vorgespräch', text: 'Wir legen fest, welche Abläufe und Teams ich mir ansehe und wer an den zwei Tagen dabei ist.' },
      { title: 'Zwei Tage vor Ort', text: 'Ich sitze neben deinem Team, beobachte echte Vorgänge und frage nach, wo es hakt.' },
      {
        title: 'Ergebnis und Follow-up',
        text: 'Du bekommst 5 bis 10 bewertete Vorschläge als PDF; im Follow-up gehen wir sie durch, mit einer klaren Go/No-Go-Empfehlung.',
      },
    ],
    ctaLabel: 'Termin vereinbaren',
    illustration: '',
    summary:
      'Zwei Tage (48 Stunden) vor Ort an echten Prozessen: 5 bis 10 konkrete KI-Vorschläge mit ROI-Bewertung, Priorisierung, Go/No-Go-Empfehlung und PDF-Dokumentation.',
  },
  {
    id: 'sparring',
    hidden: false,
    anchor: 'sparring',
    page: {
      path: '/sparringspartner',
      title: 'Sparringspartner: KI für Führungskräfte, {offer.sparring.price} – {identity.name}',
      description:
        'Drei Monate KI-Sparring für Führungskräfte, in der Gruppe und 1:1: 6 Gruppen- und 6 Einzel-Sessions, Community und Prompt-Bibliothek. Festpreis {offer.sparring.price}.',
    },
    eyebrow: 'Für Führungskräfte',
    title: 'Sparringspartner',
    promise: 'Drei Monate, in der Gruppe und 1:1: Du lernst, KI für deine eigenen Entscheidungen zu nutzen.',
    tagline: 'Drei Monate KI-Sparring für Führungskräfte',
    lead: 'Drei Monate, in der Gruppe und 1:1: Du lernst, KI für deine eigenen Entscheidungen zu nutzen – mit Menschen, die vor denselben Fragen stehen.',
    priceEur: 1500,
    pricePrefix: 'Festpreis',
    priceSuffix: 'für 3\u00a0Monate',
    monthly: false,
    facts: ['3\u00a0Monate', 'Gruppe + 1:1'],
    keyPoints: [
      '6 Gruppen-Sessions (1\u00a0h, wöchentlich)',
      '6 Einzel-Sessions (30\u00a0Min., alle 2\u00a0Wochen)',
      'Chat-Community und Prompt-Bibliothek',
    ],
    detailsLabel: 'Alles zum Sparringspartner',
    featuresHeading: 'Das ist enthalten',
    features: [
      {
        title: '6 Gruppen-Sessions (1\u00a0h, wöchentlich)',
        text: 'Kompakte Sessions mit anderen Führungskräften: Praxisfälle, Werkzeuge, ehrlicher Austausch.',
      },
      {
        title: '6 Einzel-Sessions (30\u00a0Min., alle 2\u00a0Wochen)',
        text: 'Deine Themen, deine Entscheidungen – im vertraulichen Gespräch unter vier Augen.',
      },
      {
        title: 'Chat-Community und Prompt-Bibliothek',
        text: 'Fragen zwischendurch, erprobte Prompts und Vorlagen zum direkten Einsetzen.',
      },
      { title: 'Individuelle Entscheidungs-Workflows', text: 'Wir bauen KI-Abläufe, die zu deiner Rolle und deinem Kalender passen.' },
    ],
    audience: [
      'Geschäftsführerinnen, Bereichs- und Teamleiter, die KI selbst sicher nutzen wollen',
      'Führungskräfte, die Entscheidungen schneller und besser vorbereiten wollen',
      'Alle, die lieber mit Gleichgesinnten lernen als allein mit Video-Kursen',
    ],
    process: [
      {
        title: 'Platz reservieren',
        text: 'Du meldest dich über das Kontaktformular; ich bestätige dir den nächsten Start und die Termine.',
      },
      {
        title: 'Drei Monate Sparring',
        text: 'Jede Woche eine Gruppen-Session (1\u00a0h), alle zwei Wochen ein Einzelgespräch (30\u00a0Min.) zu deinen Fragen.',
      },
      { title: 'Eigene Workflows', text: 'Am Ende hast du KI-Abläufe, die zu deiner Rolle passen, und eine Bibliothek erprobter Prompts.' },
    ],
    ctaLabel: 'Platz reservieren',
    illustration: 'Illustration: zwei Menschen im Gespräch, ihre Sprechblasen überschneiden sich in der Mitte',
    summary:
      'Drei Monate KI-Sparring für Führungskräfte in der Gruppe und 1:1: 6 Gruppen-Sessions, 6 Einzel-Sessions, Chat-Community, Prompt-Bibliothek und individuelle Entscheidungs-Workflows.',
  },
];
