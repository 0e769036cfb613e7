import { Fragment } from 'react';
import type { AssetManifest } from '../../assets.ts';
import { About } from '../home/About.tsx';
import { Contact, type ContactForms } from '../home/Contact.tsx';
import { Faq } from '../home/Faq.tsx';
import { Hero } from '../home/Hero.tsx';
import { Newsletter } from '../home/Newsletter.tsx';
import { Overview } from '../home/Overview.tsx';
import { OfferSection } from '../home/OfferSection.tsx';
import { References } from '../home/Proof.tsx';
import { QuoteBand } from '../home/QuoteBand.tsx';
import { Speaking } from '../home/Speaking.tsx';
import { StatementSection } from '../home/StatementSection.tsx';
import { Theses } from '../home/Theses.tsx';
import { Layout } from '../Layout.tsx';
import { Picture } from '../Picture.tsx';
import { useSite } from '../site-context.ts';

/** The home page as a hub of compact sections; the offers alternate their tone, the machine-readable statement follows the second. */
export function HomePage({ assets, forms }: { assets: AssetManifest; forms: ContactForms }) {
  const { content, offers } = useSite();
  const { home } = content;
  const portrait = content.photos.portrait ?? assets.images.portrait;
  return (
    <Layout className="home" ownContact>
      <Hero content={home.hero} alt={home.portraitAlt} portrait={portrait} worker={assets.workers.particles} />
      <Overview content={home.overview} />
      <References {...content.proof} />
      <Theses content={content.theses} linkedinUrl={content.identity.linkedinUrl} />
      <QuoteBand content={home.quote} />
      <Speaking content={content.keynotes} />
      {offers.map((offer, i) => (
        <Fragment key={offer.id}>
          <OfferSection
            offer={offer}
            tone={i % 2 ? 'tinted' : 'light'}
            aside={
              offer.illustration ? (
                <Picture className="offer__image" image={assets.images.sparring} alt={offer.illustration} fallbackHidden />
              ) : null
            }
          />
          {i === Math.min(1, offers.length - 1) ? <StatementSection id="ontologie" content={home.ontology} tone="dark" /> : null}
        </Fragment>
      ))}
      <StatementSection id="praxis" content={home.praxis} tone="tinted" />
      <About content={home.about} alt={home.portraitAlt} portrait={portrait} />
      <Faq content={home.faq} />
      <Newsletter content={home.newsletter} />
      <Contact forms={forms} />
    </Layout>
  );
}
