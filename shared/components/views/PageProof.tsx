import { CaseCard, mark, TestimonialFigure } from '../ProofItems.tsx';
import { Section } from '../Section.tsx';
import { useSite } from '../site-context.ts';

/** An offer's or the keynotes' proof, right after the price: its case and its testimonial; nothing when it has neither. */
export function PageProof({ topic }: { topic: string }) {
  const { proof } = useSite().content;
  const found = proof.cases.items.find((c) => c.topic === topic);
  const testimonial = proof.testimonials.items.find((t) => t.topic === topic);
  if (!found && !testimonial) return null;
  return (
    <Section id="aus-der-praxis" tone="tinted" inner="page-proof" heading={proof.page}>
      <div className="page-proof__items">
        {found ? (
          <div className="case" {...mark(found)}>
            <CaseCard item={found} level="h3" />
          </div>
        ) : null}
        {testimonial ? (
          <div className="testimonial" {...mark(testimonial)}>
            <TestimonialFigure item={testimonial} />
          </div>
        ) : null}
      </div>
    </Section>
  );
}
