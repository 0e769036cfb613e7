import type { ResponsiveImage } from '../../assets.ts';
import type { Home } from '../../content/home.ts';
import { CtaButton } from '../CtaButton.tsx';
import { ExternalLink } from '../../ui/ExternalLink.tsx';
import { TextList } from '../../ui/FactList.tsx';
import { NameCard } from '../NameCard.tsx';
import { Picture } from '../Picture.tsx';

/** The portrait's shown width in the hero and "Über mich" (see hero.css, statements.css). */
export const PORTRAIT_SIZES = '(min-width: 60rem) 20rem, 18rem';

/** `worker`: the URL of the particle field's worker script. */
export function Hero({
  content,
  alt,
  portrait,
  worker,
}: {
  content: Home['hero'];
  alt: string;
  portrait?: ResponsiveImage | undefined;
  worker: string;
}) {
  return (
    <section id="hero" className="hero" aria-labelledby="hero-title">
      <canvas className="hero__particles" aria-hidden="true" data-particles="" data-worker={worker} />
      <div className="hero__inner">
        <div className="hero__text">
          <p className="eyebrow eyebrow--light">{content.eyebrow}</p>
          <h1 id="hero-title" className="hero__title">
            {content.title}
          </h1>
          <p className="hero__lead">{content.lead}</p>
          <div className="hero__actions">
            <CtaButton link={content.primaryCta} />
            <CtaButton link={content.secondaryCta} variant="ghost" />
          </div>
          <TextList items={content.proof} className="hero__proof" />
          <p className="hero__newsletter">
            <ExternalLink href={content.newsletterCta.href}>{content.newsletterCta.label}</ExternalLink>
          </p>
        </div>
        {portrait ? (
          <Picture className="hero__portrait" image={portrait} alt={alt} sizes={PORTRAIT_SIZES} eager />
        ) : (
          <NameCard className="hero__card" />
        )}
      </div>
    </section>
  );
}
