// The facts of the visitor statistics that the privacy statement names. The counting code
// (server/stats/) takes its values from here, so the text and the behaviour cannot drift apart.
import { NBSP } from '../format.ts';

/** The calendar the counts are kept by: a day, and the life of its salt, ends at midnight here. */
export { TIME_ZONE as STATS_TIME_ZONE } from '../clock.ts';

/** Days a day's aggregate is kept, counted from the day; then it is deleted. */
export const AGGREGATE_RETENTION_DAYS = 730;

/** The campaign parameters of a link that are kept; nothing else of a query string ever is. */
export const CAMPAIGN_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

/** Longest campaign value kept; a longer one, or one with other characters, is dropped. */
export const CAMPAIGN_VALUE_MAX_LENGTH = 64;

/** The device classes, as the statistics and the privacy statement name them. */
export const DEVICE_CLASSES = { phone: 'Smartphone', tablet: 'Tablet', desktop: 'Desktop-Rechner' } as const;

export type DeviceClass = keyof typeof DEVICE_CLASSES;

/** Request headers that opt out of being counted, with the value that does. */
export const OPT_OUT_HEADERS = { 'sec-gpc': '1', dnt: '1' } as const;

/** What a counted page view adds to the day's aggregates, in the privacy statement's words. */
export const COUNTED = [
  'die aufgerufene Seite (nur ihr Pfad, etwa „/impressum“)',
  'der Host der verweisenden Website (etwa „www.linkedin.com“), nie die vollständige Adresse, und nur, wenn er nicht diese Website selbst ist',
  `die Kampagnen-Parameter ${CAMPAIGN_PARAMS.map((p) => `„${p}“`).join(', ')} eines Links, jeweils höchstens ${CAMPAIGN_VALUE_MAX_LENGTH}${NBSP}Zeichen aus Buchstaben, Ziffern, Leerzeichen, Punkt, Binde- und Unterstrich`,
  `die Geräteklasse (${Object.values(DEVICE_CLASSES).join(', ')}), abgeleitet aus der Browserkennung`,
  'ob das Kontaktformular angezeigt, begonnen und abgeschickt wurde, das Anliegen einer Anfrage und, bei einer als Spam erkannten Einsendung, der Grund',
] as const;
