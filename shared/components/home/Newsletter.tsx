import type { Home } from '../../content/home.ts';
import { CtaButton } from '../CtaButton.tsx';
import { TextList } from '../../ui/FactList.tsx';
import { Section } from '../Section.tsx';
import { SectionHeading } from '../SectionHeading.tsx';

export function Newsletter({ content }: { content: Home['newsletter'] }) {
  return (
    <Section id="newsletter" tone="dark" inner="newsletter" dots>
      <div>
        <SectionHeading section="newsletter" eyebrow={content.eyebrow} title={content.title} />
        <p className="newsletter__text">{content.text}</p>
      </div>
      <div className="newsletter__aside">
        <TextList items={content.points} className="checklist" />
        <CtaButton link={content.cta} />
      </div>
    </Section>
  );
}
