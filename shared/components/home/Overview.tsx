import type { Home } from '../../content/home.ts';
import { formatEuro } from '../../format.ts';
import { KEYNOTES_PATH } from '../../content/keynotes.ts';
import { useSite } from '../site-context.ts';
import { Section } from '../Section.tsx';
import { SectionHeading } from '../SectionHeading.tsx';

/**
 * The offers and the keynotes as compact cards right after the hero: name, one line, price and
 * the way to the page. The whole card is the link's target (its title is the link's name).
 */
export function Overview({ content }: { content: Home['overview'] }) {
  const {
    offers,
    content: { keynotes },
  } = useSite();
  const cards = [
    ...offers.map((offer) => ({
      title: offer.title,
      tagline: offer.tagline,
      price: `${offer.pricePrefix} ${formatEuro(offer.priceEur)} ${offer.priceSuffix}`,
      href: offer.page.path,
    })),
    { title: keynotes.eyebrow, tagline: keynotes.tagline, price: keynotes.priceShort, href: KEYNOTES_PATH },
  ];
  return (
    <Section id="angebote" tone="tinted" inner="overview">
      <SectionHeading section="angebote" eyebrow={content.eyebrow} title={content.title} />
      <ul className="overview__list">
        {cards.map((card) => (
          <li key={card.href} className="overview__card">
            <h3 className="overview__title">
              <a href={card.href}>{card.title}</a>
            </h3>
            <p className="overview__tagline">{card.tagline}</p>
            <p className="overview__price">{card.price}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
