import type { Home } from '../../content/home.ts';

export function QuoteBand({ content }: { content: Home['quote'] }) {
  return (
    <section id="zitat" className="quote-band" aria-label="Zitat">
      <div className="quote-band__backdrop" aria-hidden="true" data-parallax="" />
      <figure className="quote-band__inner" data-reveal="">
        <blockquote className="quote-band__quote">
          <p>{content.text}</p>
        </blockquote>
        <figcaption className="quote-band__cite">{content.cite}</figcaption>
      </figure>
    </section>
  );
}
