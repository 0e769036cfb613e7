import { initialsOf } from '../format.ts';
import type { Case, Testimonial } from '../content/proof.ts';
import { FactList } from '../ui/FactList.tsx';

/** `data-placeholder` marks invented entries in the HTML, so the owner can find them. */
export const mark = (entry: { placeholder?: boolean }) => (entry.placeholder ? { 'data-placeholder': '' } : {});

/** A quote with its attribution: initials instead of a photo. */
export function TestimonialFigure({ item }: { item: Testimonial }) {
  return (
    <figure>
      <blockquote className="testimonial__quote">
        <p>{item.quote}</p>
      </blockquote>
      <figcaption className="testimonial__cite">
        <span className="testimonial__initials" aria-hidden="true">
          {initialsOf(item.name)}
        </span>
        <span>
          <span className="testimonial__name">{item.name}</span>
          <span className="testimonial__role">
            {item.role}, {item.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

/** A measured case: client, title, what was done (left out where space is short) and its figures. */
export function CaseCard({ item, level: Heading, compact }: { item: Case; level: 'h3' | 'h4'; compact?: boolean }) {
  return (
    <article className="card">
      <p className="case__client">{item.client}</p>
      <Heading className="case__title">{item.title}</Heading>
      {compact ? null : <p className="case__text">{item.text}</p>}
      <FactList facts={item.results} className="case__results" rowClass="case__result" />
    </article>
  );
}
