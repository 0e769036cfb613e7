import type { AssetManifest } from '../../assets.ts';
import { home } from '../../content/home.ts';
import { identity } from '../../content/identity.ts';
import { kiLead, potenzialCheck, sparring } from '../../content/offers.ts';
import type { ContactFormProps } from '../../islands/ContactForm.tsx';
import { About } from '../home/About.tsx';
import { Contact } from '../home/Contact.tsx';
import { Faq } from '../home/Faq.tsx';
import { Hero } from '../home/Hero.tsx';
import { KiLead } from '../home/KiLead.tsx';
import { Newsletter } from '../home/Newsletter.tsx';
import { Ontology } from '../home/Ontology.tsx';
import { PotenzialCheck } from '../home/PotenzialCheck.tsx';
import { Praxis } from '../home/Praxis.tsx';
import { QuoteBand } from '../home/QuoteBand.tsx';
import { Sparring } from '../home/Sparring.tsx';
import { Speaking } from '../home/Speaking.tsx';
import { Theses } from '../home/Theses.tsx';
import { Layout } from '../Layout.tsx';

interface HomePageProps {
  assets: AssetManifest;
  form: ContactFormProps;
}

/** The thirteen home sections in the spec's order. */
export function HomePage({ assets, form }: HomePageProps) {
  const portrait = assets.images.portrait!;
  return (
    <Layout className="home">
      <Hero content={home.hero} portrait={portrait} particlesWorker={assets.workers.particles} />
      <Theses content={home.theses} />
      <QuoteBand content={home.quote} />
      <Speaking content={home.speaking} />
      <KiLead offer={kiLead} />
      <PotenzialCheck offer={potenzialCheck} />
      <Ontology content={home.ontology} />
      <Sparring offer={sparring} image={assets.images.sparring!} imageContent={home.sparringImage} />
      <Praxis content={home.praxis} />
      <About content={home.about} portrait={portrait} />
      <Faq content={home.faq} />
      <Newsletter content={home.newsletter} />
      <Contact content={home.contact} email={identity.email} form={form} />
    </Layout>
  );
}
