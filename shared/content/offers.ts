import { NBSP } from './format.ts';
import type { Offer } from './types.ts';

/**
 * The three bookable offers. Prices are whole euros; every page, the structured data
 * and llms.txt format them from here, so a price changes in this file only.
 */
export const kiLead: Offer = {
  topic: 'kilead',
  anchor: 'ki-lead',
  eyebrow: 'Laufende Begleitung',
  title: 'Externer KI-Lead',
  lead: 'Du willst KI im Unternehmen voranbringen, aber eine eigene KI-Leitung lohnt sich noch nicht? Ich übernehme die Rolle – verlässlich, mit festem Budget und klaren Ergebnissen.',
  priceEur: 3500,
  pricePrefix: 'Festpreis ab',
  priceSuffix: 'pro Monat',
  facts: ['Laufende Begleitung, monatlich abgerechnet', `Reaktion innerhalb von 24${NBSP}h`],
  featuresHeading: 'Das ist enthalten',
  features: [
    { title: 'Monatliche Strategie-Meetings', text: 'Wir richten Prioritäten, Budget und Roadmap jeden Monat neu aus – mit der Geschäftsführung am Tisch.' },
    { title: 'KI-Projekt-Pipeline mit ROI-Tracking', text: 'Jede Idee bekommt einen Business Case; jedes Projekt wird an seinem Nutzen gemessen, nicht an seiner Begeisterung.' },
    { title: 'Anbieter-Evaluierung', text: 'Ich prüfe Tools und Dienstleister unabhängig und ohne Provisionen – damit du nicht für Folien bezahlst.' },
    { title: 'Team-Enablement', text: 'Deine Leute lernen, KI sicher und wirksam im eigenen Arbeitsalltag einzusetzen.' },
    { title: 'Ad-hoc-Support', text: `Bei Fragen und Entscheidungen zwischen den Terminen: Reaktion innerhalb von 24${NBSP}h.` },
  ],
  cta: { label: 'Erstgespräch vereinbaren', href: '/?anliegen=kilead#contact', topic: 'kilead' },
  billing: { unitCode: 'MON', unitText: 'pro Monat' },
  summary: 'Externe KI-Leitung auf Zeit: Strategie, Projekt-Pipeline mit ROI-Tracking, Anbieter-Evaluierung, Team-Enablement und Ad-hoc-Support.',
};

export const potenzialCheck: Offer = {
  topic: 'potenzialcheck',
  anchor: 'potenzial-check',
  eyebrow: 'Zwei Tage vor Ort',
  title: 'KI-Potenzial-Check',
  lead: 'Zwei Tage bei dir im Unternehmen, an deinen echten Prozessen. Danach weißt du, wo KI sich rechnet – und wo nicht.',
  priceEur: 3600,
  pricePrefix: 'Festpreis',
  priceSuffix: 'inkl. Reisekosten',
  facts: ['2 Tage (48 Stunden) vor Ort', 'An deinen echten Prozessen'],
  featuresHeading: 'Das bekommst du',
  features: [
    { title: '5 bis 10 konkrete Vorschläge', text: 'Jeder Vorschlag mit ROI-Bewertung: Aufwand, Nutzen und Risiko auf einen Blick.' },
    { title: 'Priorisierung nach Impact', text: 'Du siehst sofort, womit du anfängst und was warten kann.' },
    { title: 'Follow-up mit Go/No-Go-Empfehlung', text: 'Wir gehen die Ergebnisse gemeinsam durch; du bekommst eine klare Empfehlung.' },
    { title: 'Ausführliche PDF-Dokumentation', text: 'Alle Ergebnisse schriftlich – für Geschäftsführung, Betriebsrat und Team.' },
  ],
  cta: { label: 'Termin vereinbaren', href: '/?anliegen=potenzialcheck#contact', topic: 'potenzialcheck' },
  summary: 'Zwei Tage (48 Stunden) vor Ort an echten Prozessen: 5 bis 10 konkrete KI-Vorschläge mit ROI-Bewertung, Priorisierung, Go/No-Go-Empfehlung und PDF-Dokumentation.',
};

export const sparring: Offer = {
  topic: 'sparring',
  anchor: 'sparring',
  eyebrow: 'Für Führungskräfte',
  title: 'Sparringspartner',
  lead: 'Drei Monate, in der Gruppe und 1:1: Du lernst, KI für deine eigenen Entscheidungen zu nutzen – mit Menschen, die vor denselben Fragen stehen.',
  priceEur: 1500,
  pricePrefix: 'Festpreis',
  priceSuffix: 'für 3 Monate',
  facts: ['3 Monate', 'Gruppe + 1:1'],
  featuresHeading: 'Das ist enthalten',
  features: [
    { title: `6 Gruppen-Sessions (1${NBSP}h, wöchentlich)`, text: 'Kompakte Sessions mit anderen Führungskräften: Praxisfälle, Werkzeuge, ehrlicher Austausch.' },
    { title: `6 Einzel-Sessions (30${NBSP}Min., alle 2${NBSP}Wochen)`, text: 'Deine Themen, deine Entscheidungen – im vertraulichen Gespräch unter vier Augen.' },
    { title: 'Chat-Community und Prompt-Bibliothek', text: 'Fragen zwischendurch, erprobte Prompts und Vorlagen zum direkten Einsetzen.' },
    { title: 'Individuelle Entscheidungs-Workflows', text: 'Wir bauen KI-Abläufe, die zu deiner Rolle und deinem Kalender passen.' },
  ],
  cta: { label: 'Platz reservieren', href: '/?anliegen=sparring#contact', topic: 'sparring' },
  summary: 'Drei Monate KI-Sparring für Führungskräfte in der Gruppe und 1:1: 6 Gruppen-Sessions, 6 Einzel-Sessions, Chat-Community, Prompt-Bibliothek und individuelle Entscheidungs-Workflows.',
};

/** In the order the home page shows them. */
export const offers: readonly Offer[] = [kiLead, potenzialCheck, sparring];
