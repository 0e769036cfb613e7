import { formatEuro } from '../format.ts';
import type { Offer } from '../content/offers.ts';

/** "Festpreis ab 3.500 € pro Monat", the amount set large. */
export function PriceLine({ offer }: { offer: Offer }) {
  return (
    <p className="price__line">
      <span className="price__prefix">{offer.pricePrefix}</span> <span className="price__amount">{formatEuro(offer.priceEur)}</span>{' '}
      <span className="price__suffix">{offer.priceSuffix}</span>
    </p>
  );
}
