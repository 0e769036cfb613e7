import type { CtaLink } from '../../content/types.ts';
import { CtaButton } from '../CtaButton.tsx';
import { Section } from '../Section.tsx';

interface CtaBandProps {
  /** The section's tone: the other one than the section before it. */
  tone: 'light' | 'tinted';
  title: string;
  text: string;
  cta: CtaLink;
  backHref: string;
  backLabel: string;
}

/** The closing call to action of an offer or keynote page, on a dark card, and the way back. */
export function CtaBand({ tone, title, text, cta, backHref, backLabel }: CtaBandProps) {
  return (
    <Section id="anfrage" tone={tone}>
      <div className="cta-band">
        <h2 id="anfrage-title" className="cta-band__title">
          {title}
        </h2>
        <p className="cta-band__text">{text}</p>
        <div className="cta-band__actions">
          <CtaButton link={cta} />
          <a className="text-link text-link--back" href={backHref}>
            {backLabel}
          </a>
        </div>
      </div>
    </Section>
  );
}
