import type { ResponsiveImage } from '../../assets.ts';
import type { HeroContent } from '../../content/types.ts';
import { CtaButton } from '../CtaButton.tsx';
import { Picture } from '../Picture.tsx';

export function Hero({ content, portrait, particlesWorker }: { content: HeroContent; portrait: ResponsiveImage; particlesWorker: string }) {
  return (
    <section id="hero" className="hero" aria-labelledby="hero-title">
      <canvas className="hero__particles" aria-hidden="true" data-particles="" data-worker={particlesWorker} />
      <div className="hero__inner">
        <div className="hero__text">
          <p className="eyebrow eyebrow--light">{content.eyebrow}</p>
          <h1 id="hero-title" className="hero__title">
            {content.title}
          </h1>
          <p className="hero__lead">{content.lead}</p>
          <div className="hero__actions">
            <CtaButton link={content.primaryCta} />
            <CtaButton link={content.newsletterCta} variant="ghost" />
          </div>
          <ul className="hero__proof">
            {content.proof.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <Picture className="hero__portrait" image={portrait} alt={content.portrait.alt} eager />
      </div>
    </section>
  );
}
