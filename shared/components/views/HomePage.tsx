import type { AssetManifest } from '../../assets.ts';
import { home } from '../../content/home.ts';
import { kiLead, potenzialCheck, sparring } from '../../content/offers.ts';
import { proof } from '../../content/proof.ts';
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

/**
 * The home page as a hub: the thirteen original sections in their order, each compact and
 * linking on to its own page, with the overview of the offers and the proof after the hero.
 */
export function HomePage({ assets, forms }: { assets: AssetManifest; forms: ContactForms }) {
  const { portrait } = assets.images;
  return (
    <Layout className="home" ownContact>
      <Hero content={home.hero} portrait={portrait} worker={assets.workers.particles} />
      <Overview content={home.overview} />
      <References {...proof} />
      <Theses content={home.theses} />
      <QuoteBand content={home.quote} />
      <Speaking content={home.speaking} />
      <OfferSection offer={kiLead} />
      <OfferSection offer={potenzialCheck} tone="tinted" />
      <StatementSection id="ontologie" content={home.ontology} tone="dark" />
      <OfferSection
        offer={sparring}
        aside={<Picture className="offer__image" image={assets.images.sparring} alt={home.sparringImage.alt} fallbackHidden />}
      />
      <StatementSection id="praxis" content={home.praxis} tone="tinted" />
      <About content={home.about} portrait={portrait} />
      <Faq content={home.faq} />
      <Newsletter content={home.newsletter} />
      <Contact forms={forms} />
    </Layout>
  );
}
