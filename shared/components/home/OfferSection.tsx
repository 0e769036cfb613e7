import type { ReactNode } from 'react';
import { topicLink } from '../../content/index.ts';
import type { Offer } from '../../content/offers.ts';
import { CtaActions } from '../CtaButton.tsx';
import { TextList } from '../../ui/FactList.tsx';
import { Section, SectionHeading } from '../Section.tsx';
import { PriceLine } from '../PriceLine.tsx';

interface OfferSectionProps {
  offer: Offer;
  tone?: 'light' | 'tinted';
  aside?: ReactNode;
}

/** One offer on the home page, compact: promise, price, key points, its button and the link to its own page. */
export function OfferSection({ offer, tone = 'light', aside }: OfferSectionProps) {
  return (
    <Section id={offer.anchor} tone={tone} className="section--offer" inner={aside ? 'offer offer--aside' : 'offer'}>
      <div className="offer__intro">
        <SectionHeading section={offer.anchor} eyebrow={offer.eyebrow} title={offer.title} />
        <p className="offer__promise">{offer.promise}</p>
      </div>
      <div className="price" data-reveal="">
        <PriceLine offer={offer} />
        <TextList items={offer.keyPoints} className="checklist price__points" />
        <CtaActions
          className="price__actions"
          cta={topicLink(offer.id, offer.ctaLabel)}
          href={offer.page.path}
          detailsLabel={offer.detailsLabel}
        />
      </div>
      {aside}
    </Section>
  );
}
