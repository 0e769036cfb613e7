import type { Offer } from '../../content/types.ts';
import { OfferSection } from './OfferSection.tsx';

/** Externer KI-Lead (anchor `ki-lead`, the target of "Lösungen entdecken"). */
export function KiLead({ offer }: { offer: Offer }) {
  return <OfferSection offer={offer} />;
}
