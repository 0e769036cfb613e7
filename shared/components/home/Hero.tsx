import type { ResponsiveImage } from '../../assets.ts';
import type { Home } from '../../content/home.ts';
import { CtaButton } from '../CtaButton.tsx';
import { SiteLink } from '../../ui/SiteLink.tsx';
import { TextList } from '../../ui/FactList.tsx';
import { Portrait } from '../Portrait.tsx';
import { Headline } from '../Section.tsx';

type HeroProps = { content: Home['hero']; alt: string; portrait?: ResponsiveImage | undefined; worker: string };

/** `worker`: the URL of the particle field's worker script. */
export function Hero({ content, alt, portrait, worker }: HeroProps) {
  return (
    <section id="hero" className="hero" aria-labelledby="hero-title">
      <canvas className="hero__particles" aria-hidden="true" data-particles="" data-worker={worker} />
      <div className="hero__inner">
        <div className="hero__text">
          <Headline as="h1" id="hero-title" block="hero" eyebrow={content.eyebrow} title={content.title} text={content.lead} />
          <div className="hero__actions">
            <CtaButton link={content.primaryCta} />
            <CtaButton link={content.secondaryCta} variant="ghost" />
          </div>
          <TextList items={content.proof} className="hero__proof" />
          <p className="hero__newsletter">
            <SiteLink href={content.newsletterCta.href}>{content.newsletterCta.label}</SiteLink>
          </p>
        </div>
        <Portrait block="hero" image={portrait} alt={alt} eager />
      </div>
    </section>
  );
}
