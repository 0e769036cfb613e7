import type { ProofContent } from '../../content/proof-types.ts';
import { Section } from '../Section.tsx';
import { SectionHeading } from '../SectionHeading.tsx';

/** `data-placeholder` marks invented entries in the HTML, so the owner can find them. */
const mark = (entry: { placeholder?: boolean }) => (entry.placeholder ? { 'data-placeholder': '' } : {});

/** Events and clients as typographic wordmarks; no section without entries. */
export function LogoStrip({ content }: { content: ProofContent['logos'] }) {
  if (content.items.length === 0) return null;
  return (
    <Section id="referenzen" className="section--logos" inner="logos">
      <SectionHeading section="referenzen" eyebrow={content.eyebrow} title={content.title} />
      <ul className="logos__list">
        {content.items.map((logo) => (
          <li key={logo.name} className="logos__item" {...mark(logo)}>
            <span className="logos__name">{logo.name}</span>
            <span className="logos__context">{logo.context}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Testimonials({ content }: { content: ProofContent['testimonials'] }) {
  if (content.items.length === 0) return null;
  return (
    <Section id="stimmen" tone="tinted">
      <SectionHeading section="stimmen" eyebrow={content.eyebrow} title={content.title} />
      <ul className="card-grid testimonials">
        {content.items.map((t, i) => (
          <li key={t.name} className="testimonial" data-reveal="" data-reveal-index={i} data-reveal-step="100" {...mark(t)}>
            <figure className="card">
              <blockquote className="testimonial__quote">
                <p>{t.quote}</p>
              </blockquote>
              <figcaption className="testimonial__cite">
                <span className="testimonial__name">{t.name}</span>
                <span className="testimonial__role">
                  {t.role}, {t.company}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Cases({ content }: { content: ProofContent['cases'] }) {
  if (content.items.length === 0) return null;
  return (
    <Section id="ergebnisse">
      <SectionHeading section="ergebnisse" eyebrow={content.eyebrow} title={content.title} />
      <p className="section__intro">{content.intro}</p>
      <ul className="card-grid cases">
        {content.items.map((c, i) => (
          <li key={c.title} className="case" data-reveal="" data-reveal-index={i} data-reveal-step="100" {...mark(c)}>
            <article className="card">
              <p className="case__client">{c.client}</p>
              <h3 className="case__title">{c.title}</h3>
              <p className="case__text">{c.text}</p>
              <dl className="case__results">
                {c.results.map((r) => (
                  <div key={r.label} className="case__result">
                    <dt>{r.label}</dt>
                    <dd>{r.value}</dd>
                  </div>
                ))}
              </dl>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
