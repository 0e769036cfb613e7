import { softHyphens } from '../content/format.ts';
import { sectionTitleId } from './Section.tsx';

interface SectionHeadingProps {
  /** The section's id; the h2 gets `${section}-title`, which labels the section. */
  section: string;
  eyebrow: string;
  title: string;
}

/** The eyebrow line and the h2 of a home section. */
export function SectionHeading({ section, eyebrow, title }: SectionHeadingProps) {
  return (
    <header className="section__header">
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={sectionTitleId(section)} className="section__title">
        {softHyphens(title)}
      </h2>
    </header>
  );
}
