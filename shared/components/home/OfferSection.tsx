import type { ReactNode } from 'react';
import { formatEuro } from '../../content/format.ts';
import type { Offer } from '../../content/types.ts';
import { CtaButton } from '../CtaButton.tsx';
import { Section } from '../Section.tsx';
import { SectionHeading } from '../SectionHeading.tsx';

interface OfferSectionProps {
  offer: Offer;
  tone?: 'light' | 'tinted';
  /** Shown beside the scope list, e.g. the sparring image. */
  aside?: ReactNode;
}

/** The shared layout of the three offers: heading, lead, price box with facts, scope list, CTA. */
export function OfferSection({ offer, tone = 'light', aside }: OfferSectionProps) {
  return (
    <Section id={offer.anchor} tone={tone} className="section--offer" inner="offer">
        <div className="offer__intro">
          <SectionHeading section={offer.anchor} eyebrow={offer.eyebrow} title={offer.title} />
          <p className="offer__lead">{offer.lead}</p>
          <div className="price" data-reveal="">
            <p className="price__line">
              <span className="price__prefix">{offer.pricePrefix}</span>{' '}
              <span className="price__amount">{formatEuro(offer.priceEur)}</span>{' '}
              <span className="price__suffix">{offer.priceSuffix}</span>
            </p>
            <ul className="price__facts">
              {offer.facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
            <CtaButton link={offer.cta} />
          </div>
          {aside}
        </div>
        <div className="offer__scope">
          <h3 className="offer__scope-title">{offer.featuresHeading}</h3>
          <ul className="features">
            {offer.features.map((feature) => (
              <li key={feature.title} className="feature" data-reveal="">
                <h4 className="feature__title">{feature.title}</h4>
                <p className="feature__text">{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
    </Section>
  );
}
