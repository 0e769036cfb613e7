import type { Home } from '../../content/home.ts';
import { KEYNOTES_PATH } from '../../content/keynotes.ts';
import { priceText } from '../../content/offers.ts';
import { useSite } from '../site-context.ts';
import { Section } from '../Section.tsx';

/** The offers and the keynotes as compact cards after the hero; the whole card is the target of its title's link. */
export function Overview({ content }: { content: Home['overview'] }) {
  const { offers } = useSite();
  const { keynotes } = useSite().content;
  const cards = [
    ...offers.map((offer) => ({ title: offer.title, tagline: offer.tagline, price: priceText(offer), href: offer.page.path })),
    { title: keynotes.eyebrow, tagline: keynotes.tagline, price: keynotes.priceShort, href: KEYNOTES_PATH },
  ];
  return (
    <Section id="angebote" tone="tinted" inner="overview" heading={content}>
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
