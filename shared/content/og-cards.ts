/**
 * The text of the pages' own Open Graph images (scripts/assets.ts letters them at build time):
 * each offer with its price, the keynotes with their formats. Keys match the pages' `og` key.
 */
import { formatEuro } from './format.ts';
import { keynotes } from './keynotes.ts';
import { offers } from './offers.ts';

export const ogCards = [
  ...offers.map((offer) => ({
    key: offer.anchor,
    title: offer.title,
    line: `${offer.pricePrefix} ${formatEuro(offer.priceEur)} ${offer.priceSuffix}`,
  })),
  { key: 'keynotes', title: 'Keynotes', line: keynotes.facts[0].value },
];

export type OgCard = (typeof ogCards)[number];
