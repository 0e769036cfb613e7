/**
 * The text of the pages' own Open Graph images, lettered at build time from the defaults. An offer renamed, repriced or
 * added since shows the site's image instead (ogCardFits), so a link preview never shows a stale price.
 */
import { keynotes } from './keynotes.ts';
import { offers, priceText, type Offer } from './offers.ts';

export const ogCards = [
  ...offers.map((offer) => ({ key: offer.anchor, title: offer.title, line: priceText(offer) })),
  { key: 'keynotes', title: 'Keynotes', line: keynotes.facts[0]!.value },
];

export type OgCard = (typeof ogCards)[number];

/** Whether the card lettered for `offer`'s anchor still says what the offer says. */
export const ogCardFits = (offer: Offer) =>
  ogCards.some((card) => card.key === offer.anchor && card.title === offer.title && card.line === priceText(offer));
