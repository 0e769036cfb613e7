/**
 * The text of the pages' own Open Graph images, lettered at build time (scripts/assets.ts) from
 * the repository's defaults: each offer with its price, the keynotes with their formats. Keys
 * match the pages' `og` key. An offer the owner has renamed, repriced or added since shows the
 * site's own image instead (ogCardFits), so a link preview never shows a stale price.
 */
import { formatEuro } from '../format.ts';
import { keynotes } from './keynotes.ts';
import { offers, type Offer } from './offers.ts';

const lineOf = (offer: Offer) => `${offer.pricePrefix} ${formatEuro(offer.priceEur)} ${offer.priceSuffix}`;

export const ogCards = [
  ...offers.map((offer) => ({ key: offer.anchor, title: offer.title, line: lineOf(offer) })),
  { key: 'keynotes', title: 'Keynotes', line: keynotes.facts[0]!.value },
];

export type OgCard = (typeof ogCards)[number];

/** Whether the card lettered for `offer`'s anchor still says what the offer says. */
export const ogCardFits = (offer: Offer) =>
  ogCards.some((card) => card.key === offer.anchor && card.title === offer.title && card.line === lineOf(offer));
