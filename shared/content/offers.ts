/**
 * The three bookable offers: the home page shows each compactly (promise, price, key points),
 * its own page the full scope. Prices are whole euros; every page, the structured data and
 * llms.txt format them from here, so a price changes in this file only.
 */
import { identity } from './identity.ts';
import { NBSP, formatEuro } from './format.ts';
import type { Offer, Steps } from './types.ts';

// The headings of an offer page's audience and process, the same on every page.
const forWhom = (items: readonly string[]) => ({ title: 'Für wen', items });
const steps = (items: Steps['items']): Steps => ({ title: 'So läuft es ab', items });

const KI_LEAD_EUR = 3500;

export const kiLead: Offer = {
  topic: 'kilead',
  anchor: 'ki-lead',
  page: {
    path: '/externer-ki-lead',
    title: `Externer KI-Lead ab ${formatEuro(KI_LEAD_EUR)} im Monat – ${identity.name}`,
    description: `KI-Leitung auf Zeit für den Mittelstand: Strategie-Meetings, Projekt-Pipeline mit ROI-Tracking, Anbieter-Evaluierung, Ad-hoc-Support. Ab ${formatEuro(KI_LEAD_EUR)} im Monat.`,
  },
  eyebrow: 'Laufende Begleitung',
  title: 'Externer KI-Lead',
  promise: 'KI-Leitung auf Zeit: verlässlich, mit festem Budget und klaren Ergebnissen – ohne eigene KI-Abteilung.',
  tagline: 'KI-Leitung auf Zeit, ohne eigene Abteilung',
  lead: 'Du willst KI im Unternehmen voranbringen, aber eine eigene KI-Leitung lohnt sich noch nicht? Ich übernehme die Rolle – verlässlich, mit festem Budget und klaren Ergebnissen.',
  priceEur: KI_LEAD_EUR,
  pricePrefix: 'Festpreis ab',
  priceSuffix: 'pro Monat',
  facts: ['Laufende Begleitung, monatlich abgerechnet', `Reaktion innerhalb von 24${NBSP}h`],
  keyPoints: [
    'Monatliche Strategie-Meetings mit der Geschäftsführung',
    'KI-Projekt-Pipeline mit ROI-Tracking',
    `Ad-hoc-Support mit Reaktion innerhalb von 24${NBSP}h`,
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
    { title: 'Ad-hoc-Support', text: `Bei Fragen und Entscheidungen zwischen den Terminen: Reaktion innerhalb von 24${NBSP}h.` },
  ],
  audience: forWhom([
    'Geschäftsführungen, die KI voranbringen wollen, für die sich eine eigene KI-Leitung aber (noch) nicht lohnt',
    'Unternehmen mit ersten Piloten, die daraus eine tragfähige Strategie machen wollen',
    'Teams, die eine unabhängige zweite Meinung zu Anbietern und Werkzeugen brauchen',
  ]),
  process: steps([
    { title: 'Erstgespräch', text: `15${NBSP}Minuten, kostenlos: Wir klären, wo du stehst und ob die Rolle zu deinem Vorhaben passt.` },
    {
      title: 'Bestandsaufnahme',
      text: 'Im ersten Monat sichte ich laufende Ideen und Projekte und lege mit dir Prioritäten, Budget und Messgrößen fest.',
    },
    {
      title: 'Laufende Begleitung',
      text: `Monatliche Strategie-Meetings, eine gepflegte Projekt-Pipeline und Antworten innerhalb von 24${NBSP}h, monatlich abgerechnet.`,
    },
  ]),
  cta: { label: 'Erstgespräch vereinbaren', href: '/?anliegen=kilead#contact', topic: 'kilead' },
  billing: { unitCode: 'MON', unitText: 'pro Monat' },
  summary:
    'Externe KI-Leitung auf Zeit: Strategie, Projekt-Pipeline mit ROI-Tracking, Anbieter-Evaluierung, Team-Enablement und Ad-hoc-Support.',
};

const POTENZIAL_CHECK_EUR = 3600;

export const potenzialCheck: Offer = {
  topic: 'potenzialcheck',
  anchor: 'potenzial-check',
  page: {
    path: '/ki-potenzial-check',
    title: `KI-Potenzial-Check: 2 Tage vor Ort, ${formatEuro(POTENZIAL_CHECK_EUR)} – ${identity.name}`,
    description: `Zwei Tage (48${NBSP}Stunden) vor Ort an deinen echten Prozessen: 5 bis 10 KI-Vorschläge mit ROI-Bewertung und Go/No-Go-Empfehlung. ${formatEuro(POTENZIAL_CHECK_EUR)} inkl. Reisekosten.`,
  },
  eyebrow: 'Zwei Tage vor Ort',
  title: 'KI-Potenzial-Check',
  promise: 'Zwei Tage an deinen echten Prozessen – danach weißt du, wo KI sich rechnet und wo nicht.',
  tagline: 'Zwei Tage vor Ort an deinen Prozessen',
  lead: 'Zwei Tage bei dir im Unternehmen, an deinen echten Prozessen. Danach weißt du, wo KI sich rechnet – und wo nicht.',
  priceEur: POTENZIAL_CHECK_EUR,
  pricePrefix: 'Festpreis',
  priceSuffix: 'inkl. Reisekosten',
  facts: [`2${NBSP}Tage (48${NBSP}Stunden) vor Ort`, 'An deinen echten Prozessen'],
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
  audience: forWhom([
    'Mittelständler und Familienunternehmen, die wissen wollen, wo KI bei ihnen konkret hilft',
    'Geschäftsführungen, die vor einer Investition eine unabhängige Einschätzung brauchen',
    'Bereiche mit viel Routinearbeit: Auftragsannahme, Disposition, Service, Buchhaltung',
  ]),
  process: steps([
    { title: 'Vorgespräch', text: 'Wir legen fest, welche Abläufe und Teams ich mir ansehe und wer an den zwei Tagen dabei ist.' },
    { title: `Zwei Tage vor Ort`, text: 'Ich sitze neben deinem Team, beobachte echte Vorgänge und frage nach, wo es hakt.' },
    {
      title: 'Ergebnis und Follow-up',
      text: 'Du bekommst 5 bis 10 bewertete Vorschläge als PDF; im Follow-up gehen wir sie durch, mit einer klaren Go/No-Go-Empfehlung.',
    },
  ]),
  cta: { label: 'Termin vereinbaren', href: '/?anliegen=potenzialcheck#contact', topic: 'potenzialcheck' },
  summary:
    'Zwei Tage (48 Stunden) vor Ort an echten Prozessen: 5 bis 10 konkrete KI-Vorschläge mit ROI-Bewertung, Priorisierung, Go/No-Go-Empfehlung und PDF-Dokumentation.',
};

const SPARRING_EUR = 1500;

export const sparring: Offer = {
  topic: 'sparring',
  anchor: 'sparring',
  page: {
    path: '/sparringspartner',
    title: `Sparringspartner: KI für Führungskräfte, ${formatEuro(SPARRING_EUR)} – ${identity.name}`,
    description: `Drei Monate KI-Sparring für Führungskräfte, in der Gruppe und 1:1: 6 Gruppen- und 6 Einzel-Sessions, Community und Prompt-Bibliothek. Festpreis ${formatEuro(SPARRING_EUR)}.`,
  },
  eyebrow: 'Für Führungskräfte',
  title: 'Sparringspartner',
  promise: 'Drei Monate, in der Gruppe und 1:1: Du lernst, KI für deine eigenen Entscheidungen zu nutzen.',
  tagline: 'Drei Monate KI-Sparring für Führungskräfte',
  lead: 'Drei Monate, in der Gruppe und 1:1: Du lernst, KI für deine eigenen Entscheidungen zu nutzen – mit Menschen, die vor denselben Fragen stehen.',
  priceEur: SPARRING_EUR,
  pricePrefix: 'Festpreis',
  priceSuffix: `für 3${NBSP}Monate`,
  facts: [`3${NBSP}Monate`, 'Gruppe + 1:1'],
  keyPoints: [
    `6 Gruppen-Sessions (1${NBSP}h, wöchentlich)`,
    `6 Einzel-Sessions (30${NBSP}Min., alle 2${NBSP}Wochen)`,
    'Chat-Community und Prompt-Bibliothek',
  ],
  detailsLabel: 'Alles zum Sparringspartner',
  featuresHeading: 'Das ist enthalten',
  features: [
    {
      title: `6 Gruppen-Sessions (1${NBSP}h, wöchentlich)`,
      text: 'Kompakte Sessions mit anderen Führungskräften: Praxisfälle, Werkzeuge, ehrlicher Austausch.',
    },
    {
      title: `6 Einzel-Sessions (30${NBSP}Min., alle 2${NBSP}Wochen)`,
      text: 'Deine Themen, deine Entscheidungen – im vertraulichen Gespräch unter vier Augen.',
    },
    { title: 'Chat-Community und Prompt-Bibliothek', text: 'Fragen zwischendurch, erprobte Prompts und Vorlagen zum direkten Einsetzen.' },
    { title: 'Individuelle Entscheidungs-Workflows', text: 'Wir bauen KI-Abläufe, die zu deiner Rolle und deinem Kalender passen.' },
  ],
  audience: forWhom([
    'Geschäftsführerinnen, Bereichs- und Teamleiter, die KI selbst sicher nutzen wollen',
    'Führungskräfte, die Entscheidungen schneller und besser vorbereiten wollen',
    'Alle, die lieber mit Gleichgesinnten lernen als allein mit Video-Kursen',
  ]),
  process: steps([
    {
      title: 'Platz reservieren',
      text: 'Du meldest dich über das Kontaktformular; ich bestätige dir den nächsten Start und die Termine.',
    },
    {
      title: 'Drei Monate Sparring',
      text: `Jede Woche eine Gruppen-Session (1${NBSP}h), alle zwei Wochen ein Einzelgespräch (30${NBSP}Min.) zu deinen Fragen.`,
    },
    { title: 'Eigene Workflows', text: 'Am Ende hast du KI-Abläufe, die zu deiner Rolle passen, und eine Bibliothek erprobter Prompts.' },
  ]),
  cta: { label: 'Platz reservieren', href: '/?anliegen=sparring#contact', topic: 'sparring' },
  summary:
    'Drei Monate KI-Sparring für Führungskräfte in der Gruppe und 1:1: 6 Gruppen-Sessions, 6 Einzel-Sessions, Chat-Community, Prompt-Bibliothek und individuelle Entscheidungs-Workflows.',
};

/** Said wherever a price is shown at length (the offer pages). */
export const PRICE_NOTE = 'Alle Preise sind Festpreise, netto zuzüglich Umsatzsteuer.';

/** In the order the home page shows them. */
export const offers: readonly Offer[] = [kiLead, potenzialCheck, sparring];
