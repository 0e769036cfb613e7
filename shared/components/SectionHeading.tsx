import { softHyphens } from '../format.ts';
import { sectionTitleId } from './Section.tsx';

/** The eyebrow line and the h2 of a section; the h2's id `${section}-title` labels the section. */
export function SectionHeading({ section, eyebrow, title }: { section: string; eyebrow: string; title: string }) {
  return (
    <header className="section__header">
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={sectionTitleId(section)} className="section__title">
        {softHyphens(title)}
      </h2>
    </header>
  );
}
