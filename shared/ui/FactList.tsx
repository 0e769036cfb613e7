type Fact = { label: string; value: string };

/** Labelled facts as <dt>/<dd> pairs (the keynote fact box, a talk's format and length, a case's figures, a confirmation). */
export function FactList({ facts, className = 'facts', rowClass }: { facts: readonly Fact[]; className?: string; rowClass?: string }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.label} className={rowClass}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Plain texts as a list (a checklist, the hero's proof points). */
export function TextList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
