import type { Offer } from '../../content/types.ts';
import { OfferSection } from './OfferSection.tsx';

export function PotenzialCheck({ offer }: { offer: Offer }) {
  return <OfferSection offer={offer} tone="tinted" />;
}
