interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  /** Light text on a dark section. */
  inverted?: boolean;
}

/** The eyebrow line and the h2 of a home section; the h2's id labels the section. */
export function SectionHeading({ id, eyebrow, title }: SectionHeadingProps) {
  return (
    <header className="section__header">
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="section__title">
        {title}
      </h2>
    </header>
  );
}
