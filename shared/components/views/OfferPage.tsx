import type { StatementContent } from '../../content/home.ts';
import type { Offer } from '../../content/offers.ts';
import { CtaButton } from '../CtaButton.tsx';
import { TextList } from '../../ui/FactList.tsx';
import { Contact, type ContactForms } from '../home/Contact.tsx';
import { PriceLine } from '../PriceLine.tsx';
import { Section } from '../Section.tsx';
import { StepList, TitledItems } from '../StepList.tsx';
import { useSite } from '../site-context.ts';
import { tileColumns } from '../tile-columns.ts';
import { LongStatement } from './LongStatement.tsx';
import { PageProof } from './PageProof.tsx';
import { Subpage } from './Subpage.tsx';

interface OfferPageProps {
  offer: Offer;
  /** The long text a home statement links to, when it lives on this page (the practice section). */
  background?: { id: string; content: StatementContent };
  forms: ContactForms;
}

/** An offer's own page: price and button at once, its proof, then the full scope, audience, process and background. */
export function OfferPage({ offer, background, forms }: OfferPageProps) {
  // The button jumps to this page's own form (its topic this offer already) and names the call as the hero does.
  const { home, site } = useSite().content;
  const texts = site.offerPage;
  const cta = { label: home.hero.primaryCta.label, href: '#contact' };
  return (
    <Subpage
      backHref={`/#${offer.anchor}`}
      eyebrow={offer.eyebrow}
      title={offer.title}
      lead={offer.lead}
      aside={
        <div className="price price--hero">
          <PriceLine offer={offer} />
          <TextList items={offer.facts} className="checklist price__points" />
          <CtaButton link={cta} topic={offer.id} />
          <p className="price__note">{texts.priceNote}</p>
        </div>
      }
      contact={<Contact forms={forms} heading={{ title: texts.ctaTitle, text: texts.ctaText }} tone={background ? 'tinted' : 'light'} />}
    >
      <PageProof topic={offer.id} />
      <Section id="umfang" inner="scope" heading={{ eyebrow: offer.title, title: offer.featuresHeading }}>
        <ul className={`features features--l${tileColumns(offer.features.length, 3)}`}>
          <TitledItems items={offer.features} item="feature" block="feature" />
        </ul>
      </Section>
      <Section id="fuer-wen" tone="tinted" inner="fit">
        <div>
          <h2 id="fuer-wen-title" className="fit__title">
            {texts.audienceTitle}
          </h2>
          <TextList items={offer.audience} className="checklist" />
        </div>
        <StepList steps={{ title: texts.processTitle, items: offer.process }} id="ablauf-schritte" level="h2" />
      </Section>
      {background ? <LongStatement id={background.id} content={background.content} /> : null}
    </Subpage>
  );
}
