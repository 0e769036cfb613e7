import { formatEuro } from '../../content/format.ts';
import type { OfferOverviewContent } from '../../content/proof-types.ts';
import type { Offer } from '../../content/types.ts';
import { CtaButton } from '../CtaButton.tsx';
import { Section } from '../Section.tsx';
import { SectionHeading } from '../SectionHeading.tsx';

/** The three offers side by side with their prices, each linking to its section. */
export function OfferOverview({ content, offers }: { content: OfferOverviewContent; offers: readonly Offer[] }) {
  if (offers.length === 0) return null;
  return (
    <Section id="angebote" tone="tinted">
      <SectionHeading section="angebote" eyebrow={content.eyebrow} title={content.title} />
      <ul className="card-grid overview">
        {offers.map((offer) => (
          <li key={offer.anchor} className="overview__item">
            <article className="card overview__card">
              <p className="overview__eyebrow">{offer.eyebrow}</p>
              <h3 className="overview__title">{offer.title}</h3>
              <p className="overview__price">
                <span className="price__prefix">{offer.pricePrefix}</span>{' '}
                <span className="overview__amount">{formatEuro(offer.priceEur)}</span>{' '}
                <span className="price__suffix">{offer.priceSuffix}</span>
              </p>
              <p className="overview__summary">{offer.lead}</p>
              <a className="overview__link" href={`#${offer.anchor}`}>
                {content.detailsLabel}
                <span className="visually-hidden">: {offer.title}</span>
              </a>
            </article>
          </li>
        ))}
      </ul>
      <p className="overview__note">{content.intro}</p>
      <div className="section__actions">
        <CtaButton link={content.cta} />
      </div>
    </Section>
  );
}
